/**
 * The three record shapes audit-fence keeps in memory and writes to logs (spec §1.8, §2.1, §2.2).
 * Field order here is the order the library writes; writers rely on it.
 */

export interface SearchRecord {
  query: string;
  result_text: string;
  timestamp: number;
  metadata: Record<string, unknown>;
  source: string;
  tool_name: string;
  file_path: string;
}

export interface ClaimRecord {
  claim: string;
  claim_in_document: string;
  evidence: string;
  source_agent: string;
  source_tool: string;
  source_index: number;
  raw_value: string;
  search_file: string;
  search_line: number;
  finding: string;
  source_type: string;
  metadata: Record<string, unknown>;
  upstream_id: number;
  upstream_fence: string;
  id: number;
  timestamp: number;
  /**
   * [Cairn] Why not found: on a not-found claim, the source lines that came closest to its
   * figure (at most 3, best first). Written to claims.jsonl after the spec's keys; audit-fence's
   * readers ignore keys they do not know.
   */
  nearest?: NearestCandidate[];
}

/** A source line close to a figure that was not found: a typo, a wrong period, a rounding, an invention's neighbour. */
export interface NearestCandidate {
  /** The figure as the source writes it (`17.4%`, `$4.21B`). */
  text: string;
  /** The agent whose output or tool call holds the line. */
  agent: string;
  /** The searched file: `{agent}_output.txt` or `{agent}/calls/NNNN_tool.txt`. */
  file: string;
  /** 1-based. */
  line: number;
  /** The line around the figure, at most 160 characters. */
  excerpt: string;
}

export interface RejectionRecord {
  tool: string;
  content: string;
  reason: string;
  timestamp: number;
  context?: Record<string, unknown>;
}

export const CLAIM_RECORD_FIELDS = [
  "claim",
  "claim_in_document",
  "evidence",
  "source_agent",
  "source_tool",
  "source_index",
  "raw_value",
  "search_file",
  "search_line",
  "finding",
  "source_type",
  "metadata",
  "upstream_id",
  "upstream_fence",
  "id",
  "timestamp",
] as const satisfies readonly (keyof ClaimRecord)[];

export const SEARCH_RECORD_FIELDS = [
  "query",
  "result_text",
  "timestamp",
  "metadata",
  "source",
  "tool_name",
  "file_path",
] as const satisfies readonly (keyof SearchRecord)[];

const nowSeconds = (): number => Date.now() / 1000;

export function makeSearchRecord(fields: Pick<SearchRecord, "query" | "result_text"> & Partial<SearchRecord>): SearchRecord {
  return {
    query: fields.query,
    result_text: fields.result_text,
    timestamp: fields.timestamp ?? nowSeconds(),
    metadata: fields.metadata ?? {},
    source: fields.source ?? "",
    tool_name: fields.tool_name ?? "",
    file_path: fields.file_path ?? "",
  };
}

export function makeClaimRecord(
  fields: Pick<ClaimRecord, "claim" | "claim_in_document" | "evidence"> & Partial<ClaimRecord>,
): ClaimRecord {
  return {
    claim: fields.claim,
    claim_in_document: fields.claim_in_document,
    evidence: fields.evidence,
    source_agent: fields.source_agent ?? "",
    source_tool: fields.source_tool ?? "",
    source_index: fields.source_index ?? -1,
    raw_value: fields.raw_value ?? "",
    search_file: fields.search_file ?? "",
    search_line: fields.search_line ?? -1,
    finding: fields.finding ?? "",
    source_type: fields.source_type ?? "standard",
    metadata: fields.metadata ?? {},
    upstream_id: fields.upstream_id ?? -1,
    upstream_fence: fields.upstream_fence ?? "",
    id: fields.id ?? 0,
    timestamp: fields.timestamp ?? nowSeconds(),
  };
}

/** ClaimRecord.to_dict(): the spec's key order, whatever order the object was built in. */
export function claimToDict(record: ClaimRecord): ClaimRecord {
  const out = {} as Record<string, unknown>;
  for (const field of CLAIM_RECORD_FIELDS) out[field] = record[field];
  return out as unknown as ClaimRecord;
}
