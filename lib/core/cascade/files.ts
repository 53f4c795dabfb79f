import { citationsJsonl, enforcementLogJsonl } from "../bundle";
import { pyJsonDumps } from "../python";
import type { CascadeResult } from "./types";

export interface CascadeMeta {
  sessionId: string;
  auditor: { kind: string; model?: string };
  /** ISO timestamps. */
  started: string;
  finished: string;
}

/** `audit/cascade.json` [Cairn]: one line per audit with its counts, plus the cascade verdict. */
export function cascadeJson(cascade: CascadeResult, meta: CascadeMeta): string {
  const file = {
    version: 1,
    session_id: meta.sessionId,
    auditor: meta.auditor.model ? { kind: meta.auditor.kind, model: meta.auditor.model } : { kind: meta.auditor.kind },
    started: meta.started,
    finished: meta.finished,
    all_passed: cascade.allPassed,
    edges: cascade.results.map((result) => ({
      fence: result.fence,
      sources: result.sources,
      target: result.target,
      document: result.documentKind,
      status: result.status,
      claims: result.claims.length,
      found: result.found,
      not_found: result.notFound,
      unchecked: result.unchecked,
      rejections: result.rejections.length,
      ...(result.error !== undefined ? { error: result.error } : {}),
    })),
    failed_edges: cascade.failedEdges,
  };
  return pyJsonDumps(file, { indent: 2, ensureAscii: false }) + "\n";
}

/** `audit/claims.jsonl`: ClaimRecord lines in the spec's key order, each with a trailing `fence`. */
export function cascadeClaimsJsonl(cascade: CascadeResult): string {
  return cascade.results.map((result) => citationsJsonl(result.claims, { fence: result.fence })).join("");
}

/** `audit/enforcement_log.jsonl`: every rejection with a trailing `fence`. */
export function cascadeEnforcementLog(cascade: CascadeResult): string {
  return enforcementLogJsonl(cascade.results.flatMap((result) => result.rejections.map((record) => ({ fence: result.fence, record }))));
}
