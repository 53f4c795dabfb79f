/**
 * One audit by the model (spec §8.1): a fresh Fence over the task's document and source files,
 * the search/record tool loop within the audit's limits, then every sentence left without a claim
 * recorded `unchecked`. Search output reaches the model enveloped; the Fence keeps the raw text,
 * so evidence copied from a search line passes the gates exactly as in audit-fence.
 */
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { AuditOutcome, AuditTask } from "../../cascade";
import { Fence } from "../../fence";
import { codePointSlice } from "../../python";
import { MemorySearchBackend } from "../../search";
import { splitSentences } from "../../sentences";
import { DeadlineExceeded, type ChatEndpoint } from "./chat-endpoint";
import { uncheckedClaims } from "./coverage";
import { LlmAuditError } from "./errors";
import { attributeEvidence } from "./evidence-source";
import { AUDIT_TOOLS, userMessage } from "./prompts";
import { envelopeSearchOutput } from "./search-envelope";
import { SourceFiles } from "./source-files";
import { answerToolCall, type AuditToolbox, type RecordArguments } from "./tool-calls";
import { UsageMeter, type ModelPrice } from "./usage";

export interface AuditLimits {
  /** Model calls per audit. */
  maxRounds: number;
  /** Prompt plus completion tokens summed over the audit's model calls. */
  maxTokens: number;
  timeoutMs: number;
}

export interface SessionSettings {
  endpoint: ChatEndpoint;
  systemPrompt: string;
  limits: AuditLimits;
  /** Cap on one search result's enveloped content, in characters; 0: no cap. */
  envelopeMaxChars: number;
  prices: Readonly<Record<string, ModelPrice>>;
}

/** Audit-fence's record tool name: the `tool` of search-gate rejections. */
const RECORD_TOOL = "record_claim";
const RECORD_EXTRA_FIELDS = ["finding", "source_tool", "raw_value"];
/** After a context-length refusal the search cap halves, down to this. */
const SMALLEST_SEARCH_CAP = 500;
const CAP_AFTER_UNCAPPED = 8000;

interface SearchAnswer {
  messageIndex: number;
  rawOutput: string;
}

/** The Fence and tools of one audit; the search answers are kept raw so they can be re-capped. */
function auditToolbox(task: AuditTask, files: SourceFiles, searchCap: () => number) {
  const fence = new Fence({ name: task.fence });
  fence.setDocument(task.document);
  fence.setSource(new MemorySearchBackend(Object.entries(task.sourceFiles)).search);
  const record = fence.recordTool({ name: RECORD_TOOL, extraFields: RECORD_EXTRA_FIELDS, enrich: (claim) => attributeEvidence(claim, files) });
  let untakenSearchOutput: string | null = null;
  const toolbox: AuditToolbox = {
    async search(query) {
      const rawOutput = String(await fence.search(query));
      untakenSearchOutput = rawOutput;
      return envelopeSearchOutput(rawOutput, files, searchCap());
    },
    record({ claim = "", claim_in_document = "", evidence = "", finding = "", source_tool = "", raw_value = "" }: RecordArguments) {
      // spec §8.2: empty finding, source_tool and raw_value are not forwarded
      const optional = Object.fromEntries(Object.entries({ finding, source_tool, raw_value }).filter(([, value]) => value !== ""));
      const result = record({ claim, claim_in_document, evidence, ...optional });
      return typeof result === "string" ? result : `Recorded: [${result.finding || "found"}] ${codePointSlice(result.claim, 0, 80)}`;
    },
  };
  /** The raw output of the search the last tool call ran, once; null when it ran none. */
  const takeSearchOutput = (): string | null => {
    const rawOutput = untakenSearchOutput;
    untakenSearchOutput = null;
    return rawOutput;
  };
  return { fence, toolbox, takeSearchOutput };
}

/**
 * `focus`: the sentences the model is asked about (hybrid mode); null means the whole document.
 * Throws LlmAuditError `aborted` when cancelled; other failures end the audit with `error` set and
 * whatever was recorded so far, the rest unchecked.
 */
export async function runAuditSession(task: AuditTask, focus: readonly string[] | null, settings: SessionSettings, cancel?: AbortSignal): Promise<AuditOutcome> {
  const { endpoint, limits } = settings;
  const files = new SourceFiles(Object.keys(task.sourceFiles));
  let searchCap = settings.envelopeMaxChars;
  const { fence, toolbox, takeSearchOutput } = auditToolbox(task, files, () => searchCap);
  const messages: ChatCompletionMessageParam[] = [
    { role: "system", content: settings.systemPrompt },
    { role: "user", content: userMessage(task.document, task.target, focus) },
  ];
  const searchAnswers: SearchAnswer[] = [];
  const meter = new UsageMeter();
  const budget = { cancel, deadline: Date.now() + limits.timeoutMs };
  let error: string | undefined;

  for (let round = 0; round < limits.maxRounds && meter.totalTokens < limits.maxTokens; round++) {
    let completion;
    try {
      completion = await endpoint.complete(messages, AUDIT_TOOLS, budget, meter);
    } catch (failure) {
      if (failure instanceof DeadlineExceeded) break;
      if (failure instanceof LlmAuditError && failure.code === "aborted") throw failure;
      if (failure instanceof LlmAuditError && failure.code === "context_length" && searchCap !== SMALLEST_SEARCH_CAP) {
        searchCap = searchCap > 0 ? Math.max(SMALLEST_SEARCH_CAP, Math.floor(searchCap / 2)) : CAP_AFTER_UNCAPPED;
        for (const answer of searchAnswers) {
          messages[answer.messageIndex] = { ...messages[answer.messageIndex], content: envelopeSearchOutput(answer.rawOutput, files, searchCap) } as ChatCompletionMessageParam;
        }
        continue;
      }
      error = failure instanceof Error ? failure.message : String(failure);
      break;
    }
    const reply = completion.choices[0]?.message;
    const toolCalls = reply?.tool_calls ?? [];
    messages.push({ role: "assistant", content: reply?.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) });
    if (toolCalls.length === 0) break;
    for (const call of toolCalls) {
      const content = await answerToolCall(call, toolbox);
      const rawOutput = takeSearchOutput();
      if (rawOutput !== null) searchAnswers.push({ messageIndex: messages.length, rawOutput });
      messages.push({ role: "tool", tool_call_id: call.id, content });
    }
  }

  const sentences = focus ?? splitSentences(task.document).map((sentence) => sentence.text);
  for (const claim of uncheckedClaims(sentences, fence.claims)) {
    claim.id = fence.allocateClaimId();
    fence.storeClaim(claim);
  }
  return {
    claims: fence.claims,
    rejections: fence.rejections,
    usage: meter.figures(endpoint.model, settings.prices),
    ...(error !== undefined ? { error } : {}),
  };
}
