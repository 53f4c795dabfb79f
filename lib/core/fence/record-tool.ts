import { isPyDict, pyTypeName } from "../python";
import { CLAIM_RECORD_FIELDS, makeClaimRecord, owned, type ClaimRecord } from "../records";
import type { Fence } from "./fence";
import { ENRICH_REJECTED_REASON } from "./gates";
import type { ToolSignature } from "./tool-call";
import type { FenceRoleMark } from "./wrap";

/** The record tool's one argument: Python's keyword arguments `claim=…, evidence=…, **kwargs`. */
export interface RecordClaimArgs {
  claim?: string;
  claim_in_document?: string;
  evidence?: string;
  [field: string]: unknown;
}

export type RecordTool = ((args?: RecordClaimArgs) => ClaimRecord | string) &
  ToolSignature &
  FenceRoleMark<"submit"> & { readonly description?: string };

/**
 * When search enforcement is skipped: `{field: [values]}` skips if any field's value is listed
 * (a missing field reads ""); a function decides from the extra arguments.
 */
export type SkipEnforcement =
  | Readonly<Record<string, readonly unknown[]>>
  | ((extra: Readonly<Record<string, unknown>>) => boolean);

export interface RecordToolOptions {
  /** Tool name, also the rejection `tool` (default `record_claim`). */
  name?: string;
  /** Python's `doc`: exposed as the tool's `description`. */
  description?: string;
  /** Extra arguments kept: ClaimRecord fields are set directly, others go to `metadata`. The rest are dropped. */
  extraFields?: readonly string[];
  skipEnforcement?: SkipEnforcement;
  /** May change the record (id already allocated); returning null or undefined rejects it. */
  enrich?: (record: ClaimRecord) => ClaimRecord | null | undefined;
  onRecord?: (record: ClaimRecord) => void;
  onReject?: (toolName: string, content: string, reason: string) => void;
}

const CLAIM_FIELDS: ReadonlySet<string> = new Set(CLAIM_RECORD_FIELDS);
const NAMED_ARGUMENTS: ReadonlySet<string> = new Set(["claim", "claim_in_document", "evidence"]);

/**
 * The keyword arguments after claim, claim_in_document and evidence (Python's `**kwargs`), an
 * `undefined` one left out as not passed: `withoutUndefined` of the rest, built in one pass.
 */
function extraArguments(args: RecordClaimArgs): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(args)) {
    if (NAMED_ARGUMENTS.has(key)) continue;
    const value = args[key];
    if (value !== undefined) extra[key] = value;
  }
  return extra;
}

/** `finding="not-found"` always skips search enforcement, listed in extraFields or not. */
function skipsEnforcement(extra: Readonly<Record<string, unknown>>, skip: SkipEnforcement | undefined): boolean {
  if (extra.finding === "not-found") return true;
  if (skip === undefined) return false;
  if (typeof skip === "function") return skip({ ...extra });
  return Object.entries(skip).some(([field, values]) => values.includes(Object.hasOwn(extra, field) ? extra[field] : ""));
}

/**
 * The record's fields from the listed extra arguments, stored as passed (a dataclass checks no
 * types). Routed keys are merged over an explicit `metadata` as Python's `{**metadata, **routed}`
 * does, which needs a dict: anything else throws Python's TypeError. Without routed keys the
 * explicit value is kept whatever it is (`metadata=""` stores `""`).
 */
function claimFields(extra: Readonly<Record<string, unknown>>, extraFields: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const routedMetadata: Record<string, unknown> = {};
  for (const field of extraFields) {
    if (!Object.hasOwn(extra, field)) continue;
    if (CLAIM_FIELDS.has(field)) fields[field] = extra[field];
    else routedMetadata[field] = extra[field];
  }
  if (Object.keys(routedMetadata).length === 0) return fields;
  const explicitMetadata = Object.hasOwn(fields, "metadata") ? fields.metadata : {};
  if (!isPyDict(explicitMetadata)) throw new TypeError(`'${pyTypeName(explicitMetadata)}' object is not a mapping`);
  return { ...fields, metadata: { ...explicitMetadata, ...routedMetadata } };
}

/**
 * The record's texts as copies of the arguments': an auditor's evidence and values are often
 * slices of the source it searched, and a claim outlives that source (lib/core/records' `owned`).
 */
function ownedTexts<T extends Record<string, unknown>>(fields: T): T {
  for (const key of Object.keys(fields)) (fields as Record<string, unknown>)[key] = owned(fields[key]);
  return fields;
}

/**
 * Python's create_record_tool (spec §1.9). The document gate always runs; the search gates run
 * unless skipped; the id is allocated before `enrich`, so a rejected enrich leaves a gap. Returns
 * the stored ClaimRecord, or the `ERROR: …` string.
 */
export function buildRecordTool(fence: Fence, options: RecordToolOptions): RecordTool {
  const name = options.name ?? "record_claim";
  const extraFields = options.extraFields ?? [];
  const reject = (content: string, reason: string): string => {
    options.onReject?.(name, content, reason);
    return `ERROR: ${reason}`;
  };

  const recordClaim = (args: RecordClaimArgs = {}): ClaimRecord | string => {
    const { claim = "", claim_in_document: claimInDocument = "", evidence = "" } = args;
    const extra = extraArguments(args);
    const documentReason = fence.checkClaimInDocument(claimInDocument);
    if (documentReason !== null) return reject(claimInDocument, documentReason);
    if (!skipsEnforcement(extra, options.skipEnforcement)) {
      const searchReason = fence.checkSearchEvidence(name, evidence);
      if (searchReason !== null) return reject(evidence, searchReason);
    }
    const fields = claimFields(extra, extraFields);
    const record = makeClaimRecord(ownedTexts(Object.assign(fields, { claim, claim_in_document: claimInDocument, evidence })));
    record.id = fence.allocateClaimId();
    const enriched = options.enrich ? options.enrich(record) : record;
    if (enriched === null || enriched === undefined) {
      fence.logRejection(name, evidence, ENRICH_REJECTED_REASON);
      return reject(evidence, ENRICH_REJECTED_REASON);
    }
    fence.storeClaim(enriched);
    options.onRecord?.(enriched);
    return enriched;
  };

  Object.defineProperty(recordClaim, "name", { value: name });
  Object.defineProperty(recordClaim, "fenceRole", { value: "submit", enumerable: false });
  const signature: ToolSignature = { paramNames: ["claim", "claim_in_document", "evidence"], keywordArgs: true };
  return Object.assign(recordClaim, signature, options.description === undefined ? {} : { description: options.description }) as RecordTool;
}

/** Python's create_record_tool(fence, …): the same as fence.recordTool(…). */
export function createRecordTool(fence: Fence, options: RecordToolOptions = {}): RecordTool {
  return fence.recordTool(options);
}
