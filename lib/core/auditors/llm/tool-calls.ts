/**
 * Turns one tool call from the model into the tool message that answers it. Every call gets an
 * answer, even one with broken arguments or an unknown name, because a tool call left without a
 * response makes the next request invalid on most endpoints.
 */
import type { ChatCompletionMessageToolCall } from "openai/resources/chat/completions";
import { RECORD_TOOL_NAME, SEARCH_TOOL_NAME } from "./prompts";

export const RECORD_FIELDS = ["claim", "claim_in_document", "evidence", "finding", "source_tool", "raw_value"] as const;
export type RecordArguments = Partial<Record<(typeof RECORD_FIELDS)[number], string>>;

export interface AuditToolbox {
  search(query: string): Promise<string>;
  record(args: RecordArguments): string;
}

function argumentError(tool: string, problem: string): string {
  return `ERROR: invalid arguments for ${tool}: ${problem}. The call was not executed; call ${tool} again with a JSON object of the documented fields.`;
}

function parseArguments(text: string): Record<string, unknown> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text === "" ? "{}" : text);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : "not a JSON object";
}

/** Models often send a number for raw_value; anything else that is not a string is refused. */
function recordArguments(args: Record<string, unknown>): RecordArguments | string {
  const fields: RecordArguments = {};
  for (const field of RECORD_FIELDS) {
    const value = args[field];
    if (value === undefined || value === null) continue;
    if (typeof value === "string") fields[field] = value;
    else if (typeof value === "number" && Number.isFinite(value)) fields[field] = String(value);
    else return `${field} must be a string`;
  }
  return fields;
}

export async function answerToolCall(call: ChatCompletionMessageToolCall, tools: AuditToolbox): Promise<string> {
  if (call.type !== "function") return `ERROR: unknown tool. Available tools: ${SEARCH_TOOL_NAME}, ${RECORD_TOOL_NAME}.`;
  const { name } = call.function;
  if (name !== SEARCH_TOOL_NAME && name !== RECORD_TOOL_NAME) {
    return `ERROR: unknown tool '${name}'. Available tools: ${SEARCH_TOOL_NAME}, ${RECORD_TOOL_NAME}.`;
  }
  const args = parseArguments(call.function.arguments);
  if (typeof args === "string") return argumentError(name, args);
  if (name === SEARCH_TOOL_NAME) {
    if (typeof args.query !== "string" || args.query.trim() === "") return argumentError(name, "query must be a non-empty string");
    return tools.search(args.query);
  }
  const fields = recordArguments(args);
  return typeof fields === "string" ? argumentError(name, fields) : tools.record(fields);
}
