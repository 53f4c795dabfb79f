import { normalize } from "../matching";
import { codePointSlice, fnmatch, pyDeepCopy, pyJsonDumps, pyRepr, pyTypeName } from "../python";
import {
  claimToDict,
  type ClaimRecord,
  type RejectionRecord,
  type SearchFunction,
  type SearchRecord,
} from "../records";
import { FenceError } from "./errors";
import { CLAIM_IN_DOCUMENT_TOOL, CLAIM_NOT_IN_DOCUMENT_REASON, claimPositionInDocument, searchEvidenceReason } from "./gates";
import { buildRecordTool, type RecordTool, type RecordToolOptions } from "./record-tool";
import { searchRecordFromDict, type FenceSnapshot, type FenceSnapshotInput } from "./snapshot";
import { toolName, type ToolFunction } from "./tool-call";
import {
  buildFencedTool,
  fenceRoleOf,
  type SearchTool,
  type SubmitOptions,
  type SubmitTool,
  type ToolRole,
  type WrapSettings,
} from "./wrap";

export interface FenceOptions {
  /** Group key, link target and `SearchRecord.source`. */
  name?: string | null;
  /** Minimum evidence length in code points, after stripping. */
  minEvidenceLength?: number;
  /** The last N records of each fence in the link graph count as recent; 0 means all (Python `[-0:]`). */
  historyWindow?: number;
  /** Records kept in memory; the oldest are trimmed. null or 0 never trims (Python `[-0:]`). */
  historyLimit?: number | null;
  /** Merged into every rejection as `context`. */
  context?: Readonly<Record<string, unknown>> | null;
  /** wrapTools with no search and no submit specs tracks every tool as search. */
  trackAll?: boolean;
}

/** The audited text, or a function re-read on every check so the document can change. */
export type DocumentSource = string | (() => string | null);

/** Receives each stored claim as one JSONL line (Python's `set_output` file, without the file). */
export type ClaimSink = (line: string) => void;

/** A tool matched by name (fnmatch glob) or by identity. */
export type ToolSpec = string | ToolFunction;

export interface WrapToolsOptions {
  search?: readonly ToolSpec[];
  submit?: readonly ToolSpec[];
  evidenceParam?: string;
}

function matchesAny(tool: ToolFunction, specs: readonly ToolSpec[]): boolean {
  return specs.some((spec) => (typeof spec === "string" ? fnmatch(toolName(tool), spec) : spec === tool));
}

const SEARCH_SIGNATURE = { paramNames: ["pattern", "path"], keywordArgs: true } as const;

/**
 * audit-fence's Fence (spec §1): remembers what the agent searched, and lets a submit go through
 * only when its evidence was copied from recent search results (own window plus the windows of
 * every fence linked upstream) and its claim is in the audited document.
 */
export class Fence {
  readonly minEvidenceLength: number;
  readonly historyWindow: number;
  readonly historyLimit: number | null;
  readonly trackAll: boolean;
  readonly #name: string | null;
  readonly #context: Readonly<Record<string, unknown>>;
  #history: SearchRecord[] = [];
  #rejections: RejectionRecord[] = [];
  #claims: ClaimRecord[] = [];
  readonly #searchTools: ToolFunction[] = [];
  readonly #submitTools: ToolFunction[] = [];
  readonly #upstream: Fence[] = [];
  #document: DocumentSource | null = null;
  /**
   * Gate 1 on the document's current text: its normal form, the verdict on each claim text
   * checked against it (a sentence is submitted once per fact and attempt), and where the last
   * claim found was, where the next is looked for first.
   */
  #documentGate = { text: "", normalized: "", reasons: new Map<string, string | null>(), lastFound: 0 };
  #claimSink: ClaimSink | null = null;
  #search: SearchTool<SearchFunction> | null = null;
  #nextClaimId = 1;

  constructor(options: FenceOptions = {}) {
    this.#name = options.name ?? null;
    this.minEvidenceLength = options.minEvidenceLength ?? 20;
    this.historyWindow = options.historyWindow ?? 20;
    this.historyLimit = options.historyLimit ?? null;
    this.#context = { ...options.context };
    this.trackAll = options.trackAll ?? false;
  }

  get name(): string | null {
    return this.#name;
  }
  get context(): Record<string, unknown> {
    return { ...this.#context };
  }
  get history(): SearchRecord[] {
    return [...this.#history];
  }
  get rejections(): RejectionRecord[] {
    return [...this.#rejections];
  }
  get claims(): ClaimRecord[] {
    return [...this.#claims];
  }
  /** Upstream fences in link order. */
  get upstream(): Fence[] {
    return [...this.#upstream];
  }
  /** Search tools, then submit tools, each in registration order. */
  get tools(): ToolFunction[] {
    return [...this.#searchTools, ...this.#submitTools];
  }
  /** The audited document as set: text, or the function re-read on every check. */
  get document(): DocumentSource | null {
    return this.#document;
  }
  /** The tool set by setSource. */
  get search(): SearchTool<SearchFunction> {
    if (this.#search === null) {
      throw new FenceError("no_search_tool", "No search tool configured. Call fence.set_source(path) first.");
    }
    return this.#search;
  }

  // ── setup ──────────────────────────────────────────────────────────────────────────────────

  setDocument(document: DocumentSource | null): void {
    this.#document = document;
  }

  /** Wraps the search function as this fence's `search` tool (Python builds it from a path). */
  setSource(searchFunction: SearchFunction): void {
    this.#search = this.#register(searchFunction, "search", { signature: SEARCH_SIGNATURE }) as SearchTool<SearchFunction>;
  }

  /** Every claim stored from now on is also sent to the sink as one JSONL line (null stops it). */
  setOutput(sink: ClaimSink | null): void {
    this.#claimSink = sink;
  }

  // ── wrapping ───────────────────────────────────────────────────────────────────────────────

  wrapTool<T extends ToolFunction>(tool: T, role: "search"): SearchTool<T>;
  wrapTool<T extends ToolFunction>(tool: T, role: "submit", options?: Pick<SubmitOptions, "evidenceParam">): SubmitTool<T>;
  wrapTool(tool: ToolFunction, role: ToolRole, options?: Pick<SubmitOptions, "evidenceParam">): ToolFunction;
  wrapTool(tool: ToolFunction, role: ToolRole, options: Pick<SubmitOptions, "evidenceParam"> = {}): ToolFunction {
    if (role !== "search" && role !== "submit") {
      throw new FenceError("invalid_role", `role must be 'search' or 'submit', got ${pyRepr(role)}`);
    }
    return this.#register(tool, role, { evidenceParam: options.evidenceParam });
  }

  /** Records every call of the tool as search history. */
  track<T extends ToolFunction>(tool: T): SearchTool<T> {
    return this.wrapTool(tool, "search");
  }

  /** Gates every call of the tool; per-tool minLength and context override the fence's. */
  enforce<T extends ToolFunction>(tool: T, options: SubmitOptions = {}): SubmitTool<T> {
    return this.#register(tool, "submit", options) as SubmitTool<T>;
  }

  /**
   * A new list in the same order: tools already wrapped by any fence pass through, search specs win
   * over submit specs, and with trackAll and no specs at all every tool is tracked.
   */
  wrapTools<T extends ToolFunction>(tools: readonly T[], options: WrapToolsOptions = {}): ToolFunction[] {
    const search = options.search ?? [];
    const submit = options.submit ?? [];
    const trackEverything = this.trackAll && search.length === 0 && submit.length === 0;
    return tools.map((tool) => {
      if (fenceRoleOf(tool) !== undefined) return tool;
      if (matchesAny(tool, search) || trackEverything) return this.wrapTool(tool, "search");
      if (matchesAny(tool, submit)) return this.wrapTool(tool, "submit", { evidenceParam: options.evidenceParam });
      return tool;
    });
  }

  /** The record_claim tool of spec §1.9, registered as a submit tool of this fence. */
  recordTool(options: RecordToolOptions = {}): RecordTool {
    const tool = buildRecordTool(this, options);
    this.#submitTools.push(tool);
    return tool;
  }

  #register(tool: ToolFunction, role: ToolRole, settings: WrapSettings): ToolFunction {
    const wrapper = buildFencedTool(this, tool, role, settings);
    (role === "search" ? this.#searchTools : this.#submitTools).push(wrapper);
    return wrapper;
  }

  // ── gates ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Gate 1 for a resolved `claim_in_document` ("" skips it). On failure logs one rejection under
   * the tool `claim_in_document`, with the fence context only, and returns the reason.
   */
  checkClaimInDocument(claimInDocument: string): string | null {
    if (claimInDocument === "") return null;
    const document = typeof this.#document === "function" ? this.#document() : this.#document;
    const reason = document === null ? null : this.#claimInDocumentReason(claimInDocument, document);
    if (reason !== null) this.logRejection(CLAIM_IN_DOCUMENT_TOOL, claimInDocument, reason);
    return reason;
  }

  #claimInDocumentReason(claimInDocument: string, document: string): string | null {
    if (document !== this.#documentGate.text) this.#documentGate = { text: document, normalized: normalize(document), reasons: new Map(), lastFound: 0 };
    const gate = this.#documentGate;
    let reason = gate.reasons.get(claimInDocument);
    if (reason === undefined) {
      const at = claimPositionInDocument(claimInDocument, gate.normalized, gate.lastFound);
      if (at >= 0) gate.lastFound = at;
      gate.reasons.set(claimInDocument, (reason = at >= 0 ? null : CLAIM_NOT_IN_DOCUMENT_REASON));
    }
    return reason;
  }

  /** Gates 2–4 for a submit through `tool`. On failure logs one rejection and returns the reason. */
  checkSearchEvidence(tool: string, evidence: string, options: Omit<SubmitOptions, "evidenceParam"> = {}): string | null {
    const minLength = options.minLength ?? this.minEvidenceLength;
    const reason = searchEvidenceReason(this.collectHistory(), evidence, minLength);
    if (reason !== null) this.logRejection(tool, evidence, reason, options.context);
    return reason;
  }

  /** Appends a rejection record (spec §1.8); `context` only when the merged context is non-empty. */
  logRejection(tool: string, content: string, reason: string, toolContext?: Readonly<Record<string, unknown>> | null): RejectionRecord {
    const record: RejectionRecord = { tool, content: codePointSlice(content, 0, 200), reason, timestamp: Date.now() / 1000 };
    const context = { ...this.#context, ...toolContext };
    if (Object.keys(context).length > 0) record.context = context;
    this.#rejections.push(record);
    return record;
  }

  // ── claims ─────────────────────────────────────────────────────────────────────────────────

  /** The next claim id (from 1, never reset, so ids can have gaps). */
  allocateClaimId(): number {
    return this.#nextClaimId++;
  }

  /** Keeps the claim and hands its JSONL line to the output sink, if one is set. */
  storeClaim(claim: ClaimRecord): void {
    this.#claims.push(claim);
    this.#claimSink?.(pyJsonDumps(claimToDict(claim), { ensureAscii: false }) + "\n");
  }

  // ── history and links ──────────────────────────────────────────────────────────────────────

  /**
   * Recent search history: this fence, then its upstreams breadth-first in link order, each fence
   * visited once (cycles and diamonds are safe) and contributing its own last-window records.
   */
  collectHistory(): SearchRecord[] {
    const visited = new Set<Fence>([this]);
    const queue: Fence[] = [this];
    const records: SearchRecord[] = [];
    for (let i = 0; i < queue.length; i++) {
      const fence = queue[i];
      // Python's history[-window:]; JS slice(-n) agrees for every n, including 0 (everything).
      records.push(...fence.#history.slice(-fence.historyWindow));
      for (const upstream of fence.#upstream) {
        if (visited.has(upstream)) continue;
        visited.add(upstream);
        queue.push(upstream);
      }
    }
    return records;
  }

  /** Adds upstream fences whose history counts as this fence's (duplicates ignored); chainable. */
  link(...fences: unknown[]): this {
    for (const fence of fences) {
      if (!(fence instanceof Fence)) throw new TypeError(`link() requires Fence instances, got ${pyTypeName(fence)}`);
      // [Cairn] an unnamed upstream could not be snapshotted or traced, so it is refused.
      if (!fence.name) throw new FenceError("unnamed_upstream", "link() requires named upstream fences");
      if (!this.#upstream.includes(fence)) this.#upstream.push(fence);
    }
    return this;
  }

  /** Appends a search record as if a tracked tool had returned it. */
  inject(record: SearchRecord): void {
    this.#history.push(record);
    if (this.historyLimit !== null && this.#history.length > this.historyLimit) {
      this.#history = this.#history.slice(-this.historyLimit);
    }
  }

  /** Removes the last n records. Python's `del history[-n:]`: n = 0 clears everything, kept for parity. */
  dropLast(n = 1): void {
    this.#history.splice(-n);
  }

  /** Clears history, rejections and claims; links, settings, document, tools and the claim-id counter stay. */
  reset(): void {
    this.#history = [];
    this.#rejections = [];
    this.#claims = [];
  }

  // ── persistence (spec §4) ──────────────────────────────────────────────────────────────────

  /** History, rejections and settings; claims, links, document, output and tools are not included. */
  snapshot(): FenceSnapshot {
    return {
      name: this.#name,
      history: this.#history.map(pyDeepCopy),
      rejections: this.#rejections.map(pyDeepCopy),
      config: {
        min_evidence_length: this.minEvidenceLength,
        history_window: this.historyWindow,
        history_limit: this.historyLimit,
        context: pyDeepCopy(this.#context),
        track_all: this.trackAll,
      },
    };
  }

  /** A new fence from a snapshot; config keys present override the defaults, history is not trimmed. */
  static restore(snapshot: FenceSnapshotInput): Fence {
    const config = snapshot.config ?? {};
    const fence = new Fence({
      name: snapshot.name,
      minEvidenceLength: config.min_evidence_length,
      historyWindow: config.history_window,
      historyLimit: config.history_limit,
      context: config.context,
      trackAll: config.track_all,
    });
    fence.#history = (snapshot.history ?? []).map(searchRecordFromDict);
    fence.#rejections = (snapshot.rejections ?? []).map(pyDeepCopy);
    return fence;
  }
}
