/**
 * Model calls and tokens per claim for the pure-LLM and hybrid (mechanical first) auditors on the
 * equity-research demo: report.md audited against every tool-call file of the trace. No real model
 * is reachable here, so the model is the deterministic number policy played by the local
 * OpenAI-compatible test server; the figures measure the auditor's loop and prompts, not a model.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createMechanicalAuditor } from "../../lib/core/auditors/mechanical";
import { createHybridAuditor, createLlmAuditor, type LlmAuditorOptions } from "../../lib/core/auditors/llm";
import { numberPolicy } from "../../lib/core/auditors/llm/testing";
import { auditResult, type AuditTask, type Auditor } from "../../lib/core/cascade";
import { startOpenAiTestServer } from "../../lib/core/node/openai-test-server";
import { benchResult, type BenchMetric, type BenchResult } from "../lib/result";

const DEMO = path.join(process.cwd(), "lib/demo/equity-research");
const MODEL = "gpt-4o-mini";

function demoTask(): AuditTask {
  const traceRoot = path.join(DEMO, "trace");
  const sourceFiles: Record<string, string> = {};
  for (const agent of readdirSync(traceRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const callsDir = path.join(traceRoot, agent.name, "calls");
    for (const file of readdirSync(callsDir, { withFileTypes: true }).filter((entry) => entry.name.endsWith(".txt"))) {
      sourceFiles[`${agent.name}/calls/${file.name}`] = readFileSync(path.join(callsDir, file.name), "utf8");
    }
  }
  const agents = Object.keys(Object.fromEntries(Object.keys(sourceFiles).map((file) => [file.split("/")[0], true])));
  return {
    fence: `${agents.join("+")}->report`,
    kind: "edge",
    sources: agents,
    target: "report",
    documentKind: "final_document",
    document: readFileSync(path.join(DEMO, "report.md"), "utf8"),
    documentPath: "report.md",
    sourceFiles,
    sourceOrigins: Object.fromEntries(agents.map((agent) => [agent, "traces" as const])),
    status: "ready",
  };
}

async function measure(mode: string, auditor: Auditor, task: AuditTask): Promise<BenchMetric[]> {
  const started = performance.now();
  const result = auditResult(task, await auditor.audit(task, {}));
  const elapsed = performance.now() - started;
  const decided = result.found + result.notFound;
  const usage = result.usage ?? {};
  return [
    { metric: `${mode}: claims decided (found + not-found)`, value: decided, unit: "claims" },
    { metric: `${mode}: claims left unchecked`, value: result.unchecked, unit: "claims" },
    { metric: `${mode}: model calls`, value: usage.modelCalls ?? 0, unit: "calls" },
    { metric: `${mode}: model calls per decided claim`, value: decided ? (usage.modelCalls ?? 0) / decided : 0, unit: "calls" },
    { metric: `${mode}: tokens per decided claim`, value: decided ? (usage.totalTokens ?? 0) / decided : 0, unit: "tokens" },
    { metric: `${mode}: estimated cost (${MODEL} prices)`, value: usage.estimatedCostUsd ?? 0, unit: "USD" },
    { metric: `${mode}: wall time against the local server`, value: elapsed, unit: "ms" },
  ];
}

export async function run(): Promise<BenchResult> {
  const server = await startOpenAiTestServer(numberPolicy());
  try {
    const task = demoTask();
    const llm: LlmAuditorOptions = { baseURL: server.baseURL, apiKey: "bench", model: MODEL };
    const metrics = [
      ...(await measure("pure LLM", createLlmAuditor(llm), task)),
      ...(await measure("hybrid", createHybridAuditor({ ...llm, base: createMechanicalAuditor() }), task)),
    ];
    return benchResult("llm-audit", metrics, [
      "No real model is reachable here: the model is a deterministic policy (search each sentence's first figure, record the first matching line) played by the local OpenAI-compatible test server (lib/core/node/openai-test-server.ts) over real HTTP through the openai client.",
      "Tokens are the test server's estimate (4 characters a token) of the real requests the auditor sent; a real model makes more calls per claim (retries, alternative number formats).",
      "Document: lib/demo/equity-research/report.md; source: every calls/*.txt file of its trace.",
    ]);
  } finally {
    await server.close();
  }
}
