import type { Db } from "../db";
import { Prisma } from "../db/generated/sqlite/client/client";
import { storedClaimRecordOf, type FenceInfo, type StoredClaimRecord } from "./claims";
import { rejectionRecordOf, type StoredClaim, type StoredRejection } from "./mappers/claims";

/**
 * The reads of one chain walk, as raw SQL through Prisma (both providers, each with its own parameter syntax).
 * Prisma compiles each query shape the first time a process runs it, tens of milliseconds a shape,
 * which made the first chain after a start several times slower than any later one; raw queries
 * skip the compiler. Same rows and mappers as the typed reads in claims.ts.
 * A walk is two statements whatever its length: every query costs Prisma's client a fixed
 * overhead (most of a first chain's time when each hop and fence was read on its own).
 */

/** Far beyond any pipeline's depth: only a link loop reaches it, and readChain keeps the claims before its first repeat. */
const MAX_HOPS = 1000;

/**
 * The claims of a walk, from `claimId` up the stored upstream links, with their depth; nothing when
 * the run has no such audit. Each step carries the whole row, so every claim is read by its primary
 * key: joining the claims back to a walk of ids let SQLite scan the audit's claims for them.
 */
const walk = (runId: string, auditId: string, claimId: string) => Prisma.sql`
  WITH RECURSIVE "walk" AS (
    SELECT c.*, 0 AS "depth" FROM "Claim" c JOIN "Audit" a ON a."id" = c."auditId"
    WHERE c."id" = ${claimId} AND c."auditId" = ${auditId} AND a."runId" = ${runId}
    UNION ALL
    SELECT c.*, w."depth" + 1 FROM "walk" w JOIN "Claim" c ON c."id" = w."upstreamClaimId" AND c."auditId" = ${auditId}
    WHERE w."depth" < ${MAX_HOPS}
  )`;

type ChainClaimRow = StoredClaim & { upstreamClaimId: string | null; target: string | null; sourcesJson: string | null; documentKind: string | null };

export interface ChainReads {
  /** The walk's claims in hop order, ending before the first claim it would revisit. */
  claims: StoredClaimRecord[];
  /** What each of their fences audited (a fence without an edge result, as an imported one, has none). */
  fences: FenceInfo[];
  /** Those fences' rejections, oldest first. */
  rejections: { fence: string; record: ReturnType<typeof rejectionRecordOf> }[];
}

/** One claim's chain as stored: its claims hop by hop, their fences and rejections; no claims when the audit has no such claim. */
export async function readChain(db: Db, runId: string, auditId: string, claimId: string): Promise<ChainReads> {
  const [claimRows, rejectionRows] = await Promise.all([
    db.$queryRaw<ChainClaimRow[]>`${walk(runId, auditId, claimId)}
      SELECT w.*, e."target", e."sourcesJson", e."documentKind" FROM "walk" w
      LEFT JOIN "EdgeResult" e ON e."auditId" = w."auditId" AND e."fence" = w."fence"
      ORDER BY w."depth"`,
    db.$queryRaw<(StoredRejection & { fence: string })[]>`${walk(runId, auditId, claimId)}
      SELECT r."fence", r."tool", r."content", r."reason", r."timestamp", r."contextJson" FROM "Rejection" r
      WHERE r."auditId" = ${auditId} AND r."fence" IN (SELECT "fence" FROM "walk")
      ORDER BY r."timestamp"`,
  ]);
  const seen = new Set<string>();
  const rows: ChainClaimRow[] = [];
  for (const row of claimRows) {
    if (seen.has(row.id)) break;
    seen.add(row.id);
    rows.push(row);
  }
  const fences = new Map<string, FenceInfo>();
  for (const row of rows) {
    if (row.target !== null && row.sourcesJson !== null && row.documentKind !== null && !fences.has(row.fence)) {
      fences.set(row.fence, { fence: row.fence, target: row.target, sources: JSON.parse(row.sourcesJson) as string[], documentKind: row.documentKind });
    }
  }
  return {
    claims: rows.map(storedClaimRecordOf),
    fences: [...fences.values()],
    rejections: rejectionRows.map(({ fence, ...row }) => ({ fence, record: rejectionRecordOf({ ...row, timestamp: Number(row.timestamp) }) })),
  };
}

export async function auditOfRunExists(db: Db, runId: string, auditId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Audit" WHERE "id" = ${auditId} AND "runId" = ${runId}`;
  return rows.length > 0;
}

/** The tool call whose flat text holds `line` of an agent's output file; null when none does. */
export async function findChainToolCall(db: Db, runId: string, agent: string, outputFile: string, line: number): Promise<{ id: string; seq: number; tool: string; input: unknown } | null> {
  const [call] = await db.$queryRaw<{ id: string; seq: number; tool: string; inputJson: string }[]>`
    SELECT c."id", c."seq", c."tool", c."inputJson" FROM "ToolCall" c JOIN "Agent" a ON a."id" = c."agentId"
    WHERE c."runId" = ${runId} AND a."runId" = ${runId} AND a."name" = ${agent} AND c."outputFile" = ${outputFile} AND c."lineStart" <= ${line} AND c."lineEnd" >= ${line}
    ORDER BY c."seq" LIMIT 1`;
  return call ? { id: call.id, seq: Number(call.seq), tool: call.tool, input: JSON.parse(call.inputJson) } : null;
}
