import { pyDeepCopy } from "../python";
import { makeSearchRecord, SEARCH_RECORD_FIELDS, type RejectionRecord, type SearchRecord } from "../records";
import { FenceError } from "./errors";

/** Fence.snapshot() (spec §4): an on-disk format, hence the snake_case keys. */
export interface FenceSnapshot {
  name: string | null;
  history: SearchRecord[];
  rejections: RejectionRecord[];
  config: FenceConfigSnapshot;
}

export interface FenceConfigSnapshot {
  min_evidence_length: number;
  history_window: number;
  history_limit: number | null;
  context: Record<string, unknown>;
  track_all: boolean;
}

/** What Fence.restore accepts: any part may be missing, history records are checked field by field. */
export interface FenceSnapshotInput {
  name?: string | null;
  history?: readonly Readonly<Record<string, unknown>>[];
  rejections?: readonly RejectionRecord[];
  config?: Partial<FenceConfigSnapshot>;
}

export interface FenceGroupSnapshot {
  fences: Record<string, FenceSnapshot>;
  /** Only fences with upstreams have an entry. */
  links: Record<string, string[]>;
}

export interface FenceGroupSnapshotInput {
  fences: Readonly<Record<string, FenceSnapshotInput>>;
  links?: Readonly<Record<string, readonly string[]>>;
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(SEARCH_RECORD_FIELDS);

/** SearchRecord(**dict): unknown keys and a missing query or result_text are refused, as in Python. */
export function searchRecordFromDict(dict: Readonly<Record<string, unknown>>): SearchRecord {
  const unknown = Object.keys(dict).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown !== undefined) {
    throw new FenceError("invalid_snapshot", `SearchRecord got an unexpected keyword argument '${unknown}'`);
  }
  const missing = (["query", "result_text"] as const).find((key) => !Object.hasOwn(dict, key));
  if (missing !== undefined) {
    throw new FenceError("invalid_snapshot", `SearchRecord missing required argument: '${missing}'`);
  }
  return makeSearchRecord(pyDeepCopy(dict) as unknown as SearchRecord);
}
