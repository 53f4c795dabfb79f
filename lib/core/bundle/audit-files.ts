import { z } from "zod";
import { makeSearchRecord, type RejectionRecord, type SearchRecord } from "../records";
import { BundleError } from "./issues";
import { parseJsonText } from "./json-syntax";
import { dictOf, jsonObject, pyInt, pyNumber } from "./py-schemas";
import { checkSchema } from "./schema-issues";

/**
 * The two whole-file JSON documents an audit can leave in `audit/`: audit-fence's
 * `FenceGroup.snapshot()` (spec §4) and Cairn's own `cascade.json` (spec §6.4 "Files").
 */

export interface FenceSnapshotConfig {
  min_evidence_length?: number;
  history_window?: number;
  history_limit?: number | null;
  context?: Record<string, unknown>;
  track_all?: boolean;
  [key: string]: unknown;
}

/** `Fence.snapshot()`: history and rejections, but no claims, links or document. */
export interface FenceSnapshot {
  name: string;
  history: SearchRecord[];
  rejections: RejectionRecord[];
  config: FenceSnapshotConfig;
}

/** `FenceGroup.snapshot()`: fences in creation order; links only for fences with upstreams. */
export interface GroupSnapshot {
  fences: Record<string, FenceSnapshot>;
  links: Record<string, string[]>;
}

export interface CascadeEdgeRecord {
  /** "A->B", "A+C->B" for a merge, "A/calls->A" for a grounding audit. */
  fence: string;
  sources: string[];
  target: string;
  /** "node_output" or "final_document". */
  document: string;
  /** pass | fail | empty | no-output | error | queued | running. */
  status: string;
  claims: number;
  found: number;
  not_found: number;
  unchecked: number;
  rejections: number;
  error?: string;
  [key: string]: unknown;
}

export interface CascadeFile {
  version?: unknown;
  session_id: string;
  auditor: { kind: string; model?: string; [key: string]: unknown };
  started: string | null;
  finished: string | null;
  all_passed: boolean;
  edges: CascadeEdgeRecord[];
  failed_edges: [string, string][];
  [key: string]: unknown;
}

const searchRecordSchema = z
  .object({
    query: z.string(),
    result_text: z.string(),
    timestamp: pyNumber.optional(),
    metadata: jsonObject.optional(),
    source: z.string().optional(),
    tool_name: z.string().optional(),
    file_path: z.string().optional(),
  })
  .transform((fields) => makeSearchRecord(fields));

const rejectionSchema: z.ZodType<RejectionRecord> = z.object({
  tool: z.string(),
  content: z.string(),
  reason: z.string(),
  timestamp: pyNumber,
  context: jsonObject.optional(),
});

const groupSnapshotSchema: z.ZodType<GroupSnapshot> = z.object({
  fences: dictOf(
    z.object({
      name: z.string(),
      history: z.array(searchRecordSchema).default(() => []),
      rejections: z.array(rejectionSchema).default(() => []),
      config: z
        .looseObject({
          min_evidence_length: pyInt.optional(),
          history_window: pyInt.optional(),
          history_limit: pyInt.nullable().optional(),
          context: jsonObject.optional(),
          track_all: z.boolean().optional(),
        })
        .default(() => ({})),
    }),
  ),
  links: dictOf(z.array(z.string())).default(() => ({})),
});

const cascadeFileSchema: z.ZodType<CascadeFile> = z.looseObject({
  version: z.unknown().optional(),
  session_id: z.string().default(""),
  auditor: z.looseObject({ kind: z.string(), model: z.string().optional() }),
  started: z.string().nullable().default(null),
  finished: z.string().nullable().default(null),
  all_passed: z.boolean(),
  edges: z.array(
    z.looseObject({
      fence: z.string(),
      sources: z.array(z.string()),
      target: z.string(),
      document: z.string(),
      status: z.string(),
      claims: pyInt.default(0),
      found: pyInt.default(0),
      not_found: pyInt.default(0),
      unchecked: pyInt.default(0),
      rejections: pyInt.default(0),
      error: z.string().optional(),
    }),
  ),
  failed_edges: z.array(z.tuple([z.string(), z.string()])).default(() => []),
});

function parseAuditDocument<T>(text: string, file: string, schema: z.ZodType<T>): T {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new BundleError("audit_file_invalid", { file, ...parsed.problem });
  const checked = checkSchema(schema, parsed.value);
  if (!checked.ok) throw new BundleError("audit_file_invalid", { file, message: checked.problem });
  return checked.data;
}

/** Parse `group_snapshot.json`; unknown search-record keys are dropped rather than refused. */
export function parseGroupSnapshot(text: string, file: string): GroupSnapshot {
  return parseAuditDocument(text, file, groupSnapshotSchema);
}

export function parseCascadeFile(text: string, file: string): CascadeFile {
  return parseAuditDocument(text, file, cascadeFileSchema);
}
