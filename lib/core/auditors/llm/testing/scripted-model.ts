/**
 * The contract between a scripted model and the OpenAI-compatible test server
 * (`lib/core/node/openai-test-server.ts`): the server hands every chat-completions request to the
 * script and plays back the turn it returns. Test support only; no production code imports it.
 */
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";

export type ChatRequest = ChatCompletionCreateParamsNonStreaming;

export interface ScriptedToolCall {
  name: string;
  /** Raw JSON text, so a script can send malformed arguments. */
  arguments: string;
}

export type ScriptedTurn =
  | { kind: "reply"; content?: string; toolCalls?: ScriptedToolCall[]; finishReason?: "stop" | "tool_calls" | "length" }
  | { kind: "error"; status: number; message: string; code?: string; headers?: Record<string, string> }
  /** Answer nothing for `ms`, then fail with 500: long enough for the client's timeout to fire first. */
  | { kind: "stall"; ms: number };

/** `index` counts requests from 0, retries included. */
export type ScriptedModel = (request: ChatRequest, index: number) => ScriptedTurn;

export const reply = (toolCalls: ScriptedToolCall[], content = ""): ScriptedTurn => ({ kind: "reply", content, toolCalls });
export const call = (name: string, args: Record<string, unknown>): ScriptedToolCall => ({ name, arguments: JSON.stringify(args) });
