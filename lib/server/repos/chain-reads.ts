import type { Db } from "../db";
import type { FenceInfo, StoredClaimRecord } from "./claims";
import { claimRecordOf, rejectionRecordOf, type StoredClaim, type StoredRejection } from "./mappers/claims";

/**
 * The reads of one chain walk, as raw SQL through Prisma (both providers, each with its own parameter syntax).
 * Prisma compiles each query shape the first time a process runs it, tens of milliseconds a shape,
 * which made the first chain after a start several times slower than any later one; raw queries
 * skip the compiler. Same rows and mappers as the typed reads in claims.ts.
 */

export async function auditOfRunExists(db: Db, runId: string, auditId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Audit" WHERE "id" = ${auditId} AND "runId" = ${runId}`;
  return rows.length > 0;
}

export async function findChainClaim(db: Db, auditId: string, claimId: string): Promise<StoredClaimRecord | null> {
  const [row] = await db.$queryRaw<(StoredClaim & { upstreamClaimId: string | null })[]>`SELECT * FROM "Claim" WHERE "id" = ${claimId} AND "auditId" = ${auditId}`;
  return row ? { id: row.id, fence: row.fence, upstreamClaimId: row.upstreamClaimId, record: claimRecordOf(row) } : null;
}

/** One fence's description and its rejections, oldest first. */
export async function readChainFence(db: Db, auditId: string, fence: string): Promise<{ info: FenceInfo | null; rejections: { fence: string; record: ReturnType<typeof rejectionRecordOf> }[] }> {
  const [infos, rejections] = await Promise.all([
    db.$queryRaw<{ fence: string; target: string; sourcesJson: string; documentKind: string }[]>`SELECT "fence", "target", "sourcesJson", "documentKind" FROM "EdgeResult" WHERE "auditId" = ${auditId} AND "fence" = ${fence}`,
    db.$queryRaw<StoredRejection[]>`SELECT "tool", "content", "reason", "timestamp", "contextJson" FROM "Rejection" WHERE "auditId" = ${auditId} AND "fence" = ${fence} ORDER BY "timestamp"`,
  ]);
  const info = infos[0] && { fence: infos[0].fence, target: infos[0].target, sources: JSON.parse(infos[0].sourcesJson) as string[], documentKind: infos[0].documentKind };
  return { info: info ?? null, rejections: rejections.map((row) => ({ fence, record: rejectionRecordOf({ ...row, timestamp: Number(row.timestamp) }) })) };
}

/** The tool call whose flat text holds `line` of an agent's output file; null when none does. */
export async function findChainToolCall(db: Db, runId: string, agent: string, outputFile: string, line: number): Promise<{ id: string; seq: number; tool: string; input: unknown } | null> {
  const [call] = await db.$queryRaw<{ id: string; seq: number; tool: string; inputJson: string }[]>`
    SELECT c."id", c."seq", c."tool", c."inputJson" FROM "ToolCall" c JOIN "Agent" a ON a."id" = c."agentId"
    WHERE c."runId" = ${runId} AND a."runId" = ${runId} AND a."name" = ${agent} AND c."outputFile" = ${outputFile} AND c."lineStart" <= ${line} AND c."lineEnd" >= ${line}
    ORDER BY c."seq" LIMIT 1`;
  return call ? { id: call.id, seq: Number(call.seq), tool: call.tool, input: JSON.parse(call.inputJson) } : null;
}
