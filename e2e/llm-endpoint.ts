/**
 * The OpenAI-compatible endpoint the end-to-end tier points Cairn's LLM auditor at: the scripted
 * number-checking policy from lib/core's LLM tests, on LLM_TEST_PORT. No real model is reachable here.
 */
import { numberPolicy } from "@/lib/core/auditors/llm/testing";
import { startOpenAiTestServer } from "@/lib/core/node/openai-test-server";

startOpenAiTestServer(numberPolicy(), { port: Number(process.env.LLM_TEST_PORT) }).then((server) => {
  console.log(`scripted LLM endpoint at ${server.baseURL}`);
});
