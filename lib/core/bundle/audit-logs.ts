import { z } from "zod";
import { PyFloat, pyJsonDumps } from "../python";
import { claimToDict, makeClaimRecord, type ClaimRecord, type RejectionRecord } from "../records";
import { readJsonLines } from "./json-lines";
import type { BundleIssue } from "./issues";
import { jsonObject, pyInt, pyNumber } from "./py-schemas";

/**
 * Readers and writers for the two audit logs (spec §2.3, §3, §6.4 "Files"): citations / claims
 * JSONL and the enforcement log. audit-fence writes no fence name; Cairn adds a trailing optional
 * `"fence"` key, and a line without one is attributed to UNKNOWN_FENCE.
 */

export const UNKNOWN_FENCE = "unknown";

/** A claim line with the fence that accepted it. */
export interface FencedClaim {
  fence: string;
  record: ClaimRecord;
}

/** A rejection line with the fence that logged it. */
export interface FencedRejection {
  fence: string;
  record: RejectionRecord;
}

export interface AuditLogResult<T> {
  entries: T[];
  warnings: BundleIssue[];
}

const fenceKey = z.string().optional();

const claimLineSchema = z
  .object({
    claim: z.string(),
    claim_in_document: z.string(),
    evidence: z.string(),
    source_agent: z.string().optional(),
    source_tool: z.string().optional(),
    source_index: pyInt.optional(),
    raw_value: z.string().optional(),
    search_file: z.string().optional(),
    search_line: pyInt.optional(),
    finding: z.string().optional(),
    source_type: z.string().optional(),
    metadata: jsonObject.optional(),
    upstream_id: pyInt.optional(),
    upstream_fence: z.string().optional(),
    id: pyInt.optional(),
    timestamp: pyNumber.optional(),
    nearest: z.array(z.object({ text: z.string(), agent: z.string(), file: z.string(), line: pyInt, excerpt: z.string() })).optional(),
    fence: fenceKey,
  })
  .transform(({ fence, nearest, ...fields }): FencedClaim => {
    const record = makeClaimRecord(fields);
    return { fence: fence ?? UNKNOWN_FENCE, record: nearest ? { ...record, nearest } : record };
  });

const rejectionLineSchema = z
  .object({
    tool: z.string(),
    content: z.string(),
    reason: z.string(),
    timestamp: pyNumber,
    context: jsonObject.optional(),
    fence: fenceKey,
  })
  .transform(({ fence, context, ...fields }): FencedRejection => {
    const contextFence = typeof context?.fence === "string" ? context.fence : undefined;
    const record: RejectionRecord = context === undefined ? fields : { ...fields, context };
    return { fence: fence ?? contextFence ?? UNKNOWN_FENCE, record };
  });

/** Parse citations.jsonl / claims.jsonl. A line without a timestamp gets the current time, as ClaimRecord(**d) would. */
export function parseCitations(text: string, file: string): AuditLogResult<FencedClaim> {
  const { entries, warnings } = readJsonLines(text, file, claimLineSchema, "claim record");
  return { entries: entries.map((entry) => entry.value), warnings };
}

/**
 * Parse enforcement_log.jsonl. The fence is the `fence` key, else the `context.fence` that
 * audit-fence users put in a fence's context (as the sample bundles do), else UNKNOWN_FENCE.
 */
export function parseEnforcementLog(text: string, file: string): AuditLogResult<FencedRejection> {
  const { entries, warnings } = readJsonLines(text, file, rejectionLineSchema, "rejection record");
  return { entries: entries.map((entry) => entry.value), warnings };
}

/** Python writes timestamps as floats; keep `1795950436.0` from collapsing to an int on write. */
const asPyFloat = (seconds: number): PyFloat => new PyFloat(seconds);

/**
 * Citations JSONL: §2.2 key order, ensure_ascii=False, then Cairn's optional keys: `"nearest"`
 * on a not-found claim (why not found) and `"fence"`.
 */
export function citationsJsonl(claims: readonly ClaimRecord[], options: { fence?: string } = {}): string {
  return claims
    .map((claim) => {
      const line: Record<string, unknown> = { ...claimToDict(claim), timestamp: asPyFloat(claim.timestamp) };
      if (claim.nearest !== undefined) line.nearest = claim.nearest;
      if (options.fence !== undefined) line.fence = options.fence;
      return pyJsonDumps(line, { ensureAscii: false }) + "\n";
    })
    .join("");
}

/** Enforcement log JSONL: §1.8 key order (context only when present), then the `"fence"` key. */
export function enforcementLogJsonl(rejections: readonly FencedRejection[]): string {
  return rejections
    .map(({ fence, record }) => {
      const line: Record<string, unknown> = {
        tool: record.tool,
        content: record.content,
        reason: record.reason,
        timestamp: asPyFloat(record.timestamp),
      };
      if (record.context !== undefined) line.context = record.context;
      line.fence = fence;
      return pyJsonDumps(line, { ensureAscii: false }) + "\n";
    })
    .join("");
}
