/**
 * One mechanical audit: every sentence of the task's document is checked against the task's
 * source through a Fence, so each claim passes the same gates an LLM auditor's would (spec §1.4,
 * §1.9): the search and excerpt tools are tracked as search history, and every claim goes
 * through the Fence's record tool with evidence copied verbatim from that history.
 */
import type { AuditOutcome, AuditTask } from "../../cascade";
import { isCalendarFact, type Fact, type LineReadings } from "../../facts";
import { rememberFigures } from "../../figure-index";
import { CLAIM_NOT_IN_DOCUMENT_REASON, Fence, type RecordClaimArgs, type RecordTool } from "../../fence";
import type { ClaimRecord } from "../../records";
import type { Sentence } from "../../sentences";
import { partSentences, type AuditPart } from "./audit-parts";
import { createExcerptTool, type ExcerptTool } from "./excerpt";
import { supportingLines, type FactSearchLimits, type SupportingLine } from "./fact-search";
import { NumberIndex } from "./number-index";
import { factKeys } from "./number-keys";
import { SourceCorpus, type SourceFiles } from "./source-corpus";

export interface AuditLimits extends FactSearchLimits {
  /** Supporting lines submitted per fact before it ends `not-found` (each failed one is a rejection). */
  attemptsPerFact: number;
}

/**
 * Evidence is always quoted from the tool call made just before the submit, so a short window
 * is enough, and it keeps the evidence gate's join of recent results small on big sources.
 */
const HISTORY_WINDOW = 4;
/** Long audits hand the event loop back this often, so cancellation and other jobs can run. */
const YIELD_EVERY_MS = 20;

const RECORD_FIELDS = ["finding", "source_agent", "source_tool", "source_index", "raw_value", "search_file", "search_line", "metadata"];

const DOCUMENT_GATE_ERROR = `ERROR: ${CLAIM_NOT_IN_DOCUMENT_REASON}`;

/** The first line of `text` that starts with `prefix` (as split("\n").find would give, without splitting it all). */
function firstLineStartingWith(text: string, prefix: string): string | undefined {
  let start = 0;
  if (!text.startsWith(prefix)) {
    const at = text.indexOf(`\n${prefix}`);
    if (at === -1) return undefined;
    start = at + 1;
  }
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? undefined : end);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class TaskAudit {
  readonly #task: AuditTask;
  readonly #limits: AuditLimits;
  readonly #fence: Fence;
  readonly #corpus: SourceCorpus;
  readonly #excerpt: ExcerptTool;
  readonly #record: RecordTool;
  readonly #lineReadings: LineReadings;
  readonly #known: SourceFiles;
  readonly #part: AuditPart | undefined;
  #searches = 0;

  /** With `part`, only that part's sentences are audited (audit-parts.ts): the claims the whole audit records for them. */
  constructor(task: AuditTask, limits: AuditLimits, known: SourceFiles, part?: AuditPart) {
    this.#task = task;
    this.#part = part;
    this.#limits = limits;
    this.#fence = new Fence({ name: task.fence, historyWindow: HISTORY_WINDOW, historyLimit: HISTORY_WINDOW });
    this.#fence.setDocument(task.document);
    this.#corpus = new SourceCorpus(task.sourceFiles, known);
    // The cascade's attachNearest then reads the not-found figures' candidates from these files' indexes, not from the text again.
    rememberFigures(task.sourceFiles, this.#corpus);
    this.#lineReadings = known.lineReadings;
    this.#known = known;
    this.#fence.setSource(this.#corpus.search);
    this.#excerpt = this.#fence.track(createExcerptTool(this.#corpus));
    this.#record = this.#fence.recordTool({
      extraFields: RECORD_FIELDS,
      // An unchecked sentence had nothing to search for, so there is no evidence to gate.
      skipEnforcement: { finding: ["unchecked"] },
    });
  }

  async run(signal?: AbortSignal): Promise<AuditOutcome> {
    const all = this.#known.sentencesOf(this.#task.document);
    const sentences = this.#part ? all.slice(...partSentences(all, this.#part)) : all;
    const keys = new Set<number>();
    for (const { facts } of sentences) for (const fact of facts) for (const key of factKeys(fact)) keys.add(key);
    const index = new NumberIndex(this.#corpus, keys);
    let lastYield = Date.now();
    for (const { sentence, facts } of sentences) {
      signal?.throwIfAborted();
      if (Date.now() - lastYield > YIELD_EVERY_MS) {
        await yieldToEventLoop();
        signal?.throwIfAborted();
        lastYield = Date.now();
      }
      if (facts.length === 0) this.#submit({ claim: sentence.text, claim_in_document: sentence.text, finding: "unchecked" });
      for (const fact of facts) await this.#checkFact(fact, sentence, index);
    }
    const factCount = sentences.reduce((sum, { facts }) => sum + facts.length, 0);
    return {
      claims: this.#fence.claims,
      rejections: this.#fence.rejections,
      usage: { sentences: sentences.length, facts: factCount, searches: this.#searches },
    };
  }

  /** Submits the best supporting lines in turn; a rejected one moves on to the next; none left is `not-found`. */
  async #checkFact(fact: Fact, sentence: Sentence, index: NumberIndex): Promise<void> {
    const pattern = this.#known.patternOf(fact);
    const described = { fact_kind: fact.kind, fact_value: isCalendarFact(fact) ? fact.calendar : fact.value };
    const candidates = supportingLines(fact, sentence.text, index, pattern, this.#limits, this.#lineReadings).slice(0, this.#limits.attemptsPerFact);
    for (const supporting of candidates) {
      const { file, line, match } = supporting;
      const recorded = this.#submit({
        claim: fact.text,
        claim_in_document: sentence.text,
        evidence: await this.#quote(supporting, pattern),
        finding: "found",
        raw_value: match.text,
        search_file: file.path,
        search_line: line + 1,
        ...file.origin,
        metadata: { ...described, pattern },
      });
      if (typeof recorded !== "string") return;
    }
    // A descriptor ("10-year") only qualifies another figure: it is never required.
    if (fact.kind === "descriptor") return;
    this.#submit({
      claim: fact.text,
      claim_in_document: sentence.text,
      finding: "not-found",
      metadata: { ...described, searched: [pattern], searched_files: this.#corpus.files.length },
    });
  }

  /**
   * The evidence for a supporting line: its line of the search output (the fact's pattern,
   * searched in that file), or, when the output cannot show it (a long line, or a line past the
   * output's match limit), an excerpt of it read through the excerpt tool.
   */
  async #quote({ file, line, match }: SupportingLine, pattern: string): Promise<string> {
    this.#searches++;
    const output = await this.#fence.search(pattern, file.path);
    const prefix = `${file.path}:${line + 1}:`;
    // The output is stripped as a whole, so the last line printed may have lost trailing spaces.
    const printed = firstLineStartingWith(output, prefix);
    if (printed !== undefined && printed.slice(prefix.length).trimEnd() === file.lines.at(line).trimEnd()) return printed;
    return this.#excerpt(file.path, line + 1, match.text);
  }

  /**
   * The record tool, with one fallback: a sentence is a verbatim slice of the document, but
   * normalisation at its edges can differ from the whole document's (a `#` that starts the slice
   * reads as a heading marker), so a refused `claim_in_document` is resubmitted without it.
   */
  #submit(args: RecordClaimArgs): ClaimRecord | string {
    const recorded = this.#record(args);
    if (recorded === DOCUMENT_GATE_ERROR) return this.#record({ ...args, claim_in_document: "" });
    return recorded;
  }
}
