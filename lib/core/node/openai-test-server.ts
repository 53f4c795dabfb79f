/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 (random port) that plays a scripted
 * model, for tests and benchmarks: the official `openai` client talks real HTTP to it. It keeps
 * every request it received, so a test can assert what reached the model. Token counts are
 * estimated at four characters a token.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ChatRequest, ScriptedModel, ScriptedTurn } from "../auditors/llm/testing";

export interface OpenAiTestServer {
  /** Pass as the client's baseURL. */
  baseURL: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

const estimateTokens = (text: string) => Math.ceil(text.length / 4);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of request) chunks.push(chunk as Uint8Array);
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.destroyed) return;
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

function completion(request: ChatRequest, turn: Extract<ScriptedTurn, { kind: "reply" }>, index: number) {
  const toolCalls = (turn.toolCalls ?? []).map((toolCall, position) => ({
    id: `call_${index}_${position}`,
    type: "function" as const,
    function: { name: toolCall.name, arguments: toolCall.arguments },
  }));
  const completionText = (turn.content ?? "") + toolCalls.map((toolCall) => toolCall.function.arguments).join("");
  const promptTokens = estimateTokens(JSON.stringify(request.messages));
  const completionTokens = estimateTokens(completionText);
  return {
    id: `chatcmpl-${index}`,
    object: "chat.completion",
    created: 0,
    model: request.model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: turn.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}), refusal: null },
        finish_reason: turn.finishReason ?? (toolCalls.length > 0 ? "tool_calls" : "stop"),
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

export async function startOpenAiTestServer(model: ScriptedModel, options: { port?: number } = {}): Promise<OpenAiTestServer> {
  const requests: ChatRequest[] = [];
  const stalls = new Set<NodeJS.Timeout>();
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      send(response, 404, { error: { message: `no route ${request.method} ${request.url}`, type: "invalid_request_error" } });
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    const index = requests.push(body) - 1;
    const turn = model(body, index);
    if (turn.kind === "reply") send(response, 200, completion(body, turn, index));
    else if (turn.kind === "error") send(response, turn.status, { error: { message: turn.message, type: "error", code: turn.code ?? null } }, turn.headers);
    else {
      const timer = setTimeout(() => {
        stalls.delete(timer);
        send(response, 500, { error: { message: "stalled", type: "server_error" } });
      }, turn.ms);
      stalls.add(timer);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of stalls) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
