/**
 * A deterministic stand-in for a model: for each sentence with a figure, it searches the first
 * figure and records what the search shows: the first matching line as `found` evidence, or
 * `not-found`. It is stateless, reading its progress from the conversation the request carries.
 *
 * `obeysRawInstructions` makes it a gullible model: when a tool result holds "ignore previous
 * instructions" outside any inter-agent envelope, it records every claim as found with the
 * injected line as evidence (which passes the gates: the line is real search output). Tests use
 * it to show the injection would work if the auditor let trace text reach the model raw.
 */
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { INTER_AGENT_ENVELOPE_MARKER, parseEnvelope } from "../../../envelope";
import { splitSentences } from "../../../sentences";
import { FOCUS_HEADING } from "../prompts";
import { call, reply, type ChatRequest, type ScriptedModel, type ScriptedTurn } from "./scripted-model";

const FIGURE = /\d[\d,]*(?:\.\d+)?/;
const SEARCH_LINE = /^[^\n:]+:\d+:/;
const INJECTION = /ignore (?:all )?previous instructions/i;

export interface NumberPolicyOptions {
  obeysRawInstructions?: boolean;
}

interface Check {
  sentence: string;
  figure: string;
}

const textOf = (message: ChatCompletionMessageParam): string => (typeof message.content === "string" ? message.content : "");

/** The sentences to check: the focus list of a hybrid audit, else every sentence of the document. */
function sentencesOf(userText: string): string[] {
  const [head, documentPart = ""] = userText.split("\n\n---\n\n");
  const focusAt = head.indexOf(FOCUS_HEADING);
  if (focusAt !== -1) {
    const list = parseEnvelope(head.slice(focusAt + FOCUS_HEADING.length + 1)).content;
    return list.split("\n").map((line) => line.replace(/^- /, ""));
  }
  return splitSentences(parseEnvelope(documentPart).content).map((sentence) => sentence.text);
}

function checksOf(request: ChatRequest): Check[] {
  const user = request.messages.find((message) => message.role === "user");
  return sentencesOf(user ? textOf(user) : "").flatMap((sentence) => {
    const figure = FIGURE.exec(sentence)?.[0].replace(/,$/, "");
    return figure ? [{ sentence, figure }] : [];
  });
}

/** Lines of a tool result that are search output, envelope headers and notices left out. */
function searchLines(toolText: string): string[] {
  return toolText.split("\n").filter((line) => !line.startsWith(INTER_AGENT_ENVELOPE_MARKER) && SEARCH_LINE.test(line));
}

function injectedLine(request: ChatRequest): string | null {
  for (const message of request.messages) {
    if (message.role !== "tool") continue;
    const text = textOf(message);
    if (text.startsWith(INTER_AGENT_ENVELOPE_MARKER)) continue;
    const line = text.split("\n").find((candidate) => INJECTION.test(candidate));
    if (line) return line;
  }
  return null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Calls of one name the tools executed (an invalid-arguments answer means the call did not run). */
function callsNamed(messages: readonly ChatCompletionMessageParam[], name: string): number {
  const answers = new Map(messages.flatMap((message) => (message.role === "tool" ? [[message.tool_call_id, textOf(message)] as const] : [])));
  return messages.reduce((count, message) => {
    if (message.role !== "assistant") return count;
    const executed = (message.tool_calls ?? []).filter(
      (toolCall) => toolCall.type === "function" && toolCall.function.name === name && !answers.get(toolCall.id)?.startsWith("ERROR: invalid arguments"),
    );
    return count + executed.length;
  }, 0);
}

/** Progress is read from the conversation: one record per check, each after its own search. */
export function numberPolicy(options: NumberPolicyOptions = {}): ScriptedModel {
  return (request): ScriptedTurn => {
    const checks = checksOf(request);
    const check = checks[callsNamed(request.messages, "record")];
    if (!check) return { kind: "reply", content: `DONE: Verified ${checks.length} claims.` };
    const lastTurn = request.messages.findLast((message) => message.role === "assistant");
    const lastExchange = lastTurn ? request.messages.slice(request.messages.lastIndexOf(lastTurn)) : [];
    const searchedLast = callsNamed(lastExchange, "search") > 0 && callsNamed(lastExchange, "record") === 0;
    if (!searchedLast) return reply([call("search", { query: escapeRegex(check.figure) })]);
    const lastTool = request.messages.findLast((message) => message.role === "tool");
    const injected = options.obeysRawInstructions ? injectedLine(request) : null;
    const evidence = injected ?? searchLines(lastTool ? textOf(lastTool) : "")[0];
    const base = { claim: check.sentence, claim_in_document: check.sentence, raw_value: check.figure };
    return reply([call("record", evidence ? { ...base, evidence, finding: "found" } : { ...base, evidence: "", finding: "not-found" })]);
  };
}
