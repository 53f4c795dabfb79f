import { readRows, type Db } from "../db";
import { Prisma } from "../db/generated/sqlite/client/client";
import { storedClaimRecordOf, type FenceInfo, type StoredClaimRecord } from "./claims";
import { rejectionRecordOf, type StoredClaim } from "./mappers/claims";

/**
 * The reads of one chain walk, as SQL straight through the driver adapter (db/raw-reads.ts), one
 * text for both providers. Prisma's client cost a first chain in a fresh process more than its
 * SQL: milliseconds per query, and its query engine's WebAssembly compiling beside the walk. A
 * walk is one statement whatever its length, its rows the same as the typed reads in claims.ts
 * map: the claims hop by hop, each with its fence's edge result and the tool call it cites, then
 * its fences' rejections.
 */

/** Far beyond any pipeline's depth: only a link loop reaches it, and readChain keeps the claims before its first repeat. */
const MAX_HOPS = 1000;

type ChainClaim = StoredClaim & { upstreamClaimId: string | null };

/** The Claim columns a walk row carries, as StoredClaim and the upstream link name them. */
const CLAIM_COLUMNS = [
  "id",
  "fence",
  "recordId",
  "claim",
  "claimInDocument",
  "evidence",
  "sourceAgent",
  "sourceTool",
  "sourceIndex",
  "rawValue",
  "searchFile",
  "searchLine",
  "finding",
  "sourceType",
  "metadataJson",
  "upstreamId",
  "upstreamFence",
  "timestamp",
  "nearestJson",
  "upstreamClaimId",
] as const satisfies readonly (keyof ChainClaim)[];
const walkColumns = Prisma.raw(CLAIM_COLUMNS.map((column) => `w."${column}"`).join(", "));
const noClaimColumns = Prisma.raw(CLAIM_COLUMNS.map(() => "NULL").join(", "));

/** The tool call whose flat text holds the line a claim cites. */
export interface CitedToolCall {
  id: string;
  seq: number;
  tool: string;
  input: unknown;
}

/** A claim of the walk, `hop` its depth, with its fence's edge result and the call it cites (columns null where there is none). */
type WalkClaimRow = ChainClaim & {
  hop: number;
  target: string | null;
  sourcesJson: string | null;
  documentKind: string | null;
  callId: string | null;
  callSeq: number | null;
  callTool: string | null;
  callInputJson: string | null;
};

/** A rejection of one of the walk's fences (its claim columns null). */
interface WalkRejectionRow {
  hop: null;
  rejectionFence: string;
  rejectionTool: string;
  rejectionContent: string;
  rejectionReason: string;
  rejectionTimestamp: number;
  rejectionContextJson: string | null;
}

/**
 * The walk from `claimId` up the stored upstream links, nothing when the run has no such audit.
 * Each step carries the whole row, so every claim is read by its primary key: joining the claims
 * back to a walk of ids let SQLite scan the audit's claims for them. A claim cites
 * `agent/outputFile` (search_file) at search_line; agent names hold no `/`. Claim rows come in
 * hop order and rejections oldest first (the providers sort the null hops apart differently).
 */
const chainStatement = (runId: string, auditId: string, claimId: string) => Prisma.sql`
  WITH RECURSIVE "walk" AS (
    SELECT c.*, 0 AS "depth" FROM "Claim" c JOIN "Audit" a ON a."id" = c."auditId"
    WHERE c."id" = ${claimId} AND c."auditId" = ${auditId} AND a."runId" = ${runId}
    UNION ALL
    SELECT c.*, w."depth" + 1 FROM "walk" w JOIN "Claim" c ON c."id" = w."upstreamClaimId" AND c."auditId" = ${auditId}
    WHERE w."depth" < ${MAX_HOPS}
  )
  SELECT w."depth" AS "hop", ${walkColumns}, e."target", e."sourcesJson", e."documentKind",
    t."id" AS "callId", t."seq" AS "callSeq", t."tool" AS "callTool", t."inputJson" AS "callInputJson",
    NULL AS "rejectionFence", NULL AS "rejectionTool", NULL AS "rejectionContent", NULL AS "rejectionReason", NULL AS "rejectionTimestamp", NULL AS "rejectionContextJson"
  FROM "walk" w
  LEFT JOIN "EdgeResult" e ON e."auditId" = w."auditId" AND e."fence" = w."fence"
  LEFT JOIN "ToolCall" t ON t."id" = (
    SELECT c."id" FROM "Agent" a CROSS JOIN "ToolCall" c
    WHERE a."runId" = ${runId} AND substr(w."searchFile", 1, length(a."name") + 1) = a."name" || '/'
      AND c."runId" = ${runId} AND c."agentId" = a."id" AND c."outputFile" = substr(w."searchFile", length(a."name") + 2)
      AND c."lineStart" <= w."searchLine" AND c."lineEnd" >= w."searchLine"
    ORDER BY c."seq" LIMIT 1
  )
  UNION ALL
  SELECT NULL, ${noClaimColumns}, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    r."fence", r."tool", r."content", r."reason", r."timestamp", r."contextJson"
  FROM "Rejection" r
  WHERE r."auditId" = ${auditId} AND r."fence" IN (SELECT "fence" FROM "walk")
  ORDER BY "hop", "rejectionTimestamp"`;

export interface ChainReads {
  /** The walk's claims in hop order, ending before the first claim it would revisit. */
  claims: StoredClaimRecord[];
  /** What each of their fences audited (a fence without an edge result, as an imported one, has none). */
  fences: FenceInfo[];
  /** Those fences' rejections, oldest first. */
  rejections: { fence: string; record: ReturnType<typeof rejectionRecordOf> }[];
  /** By claim id, the tool call each claim's cited line is in, for those whose is. */
  citedCalls: Map<string, CitedToolCall>;
}

const citedCallOf = (id: string, seq: number, tool: string, inputJson: string): CitedToolCall => ({ id, seq: Number(seq), tool, input: JSON.parse(inputJson) });

/** One claim's chain as stored: its claims hop by hop, their fences, rejections and cited calls; no claims when the audit has no such claim. */
export async function readChain(db: Db, runId: string, auditId: string, claimId: string): Promise<ChainReads> {
  const rows = await readRows<WalkClaimRow | WalkRejectionRow>(db, chainStatement(runId, auditId, claimId));
  const claims: WalkClaimRow[] = [];
  const rejections: ChainReads["rejections"] = [];
  const seen = new Set<string>();
  let looped = false;
  for (const row of rows) {
    if (row.hop === null) {
      const { rejectionFence: fence, rejectionTool: tool, rejectionContent: content, rejectionReason: reason, rejectionTimestamp: timestamp, rejectionContextJson: contextJson } = row;
      rejections.push({ fence, record: rejectionRecordOf({ tool, content, reason, timestamp: Number(timestamp), contextJson }) });
    } else if (looped || seen.has(row.id)) looped = true;
    else {
      seen.add(row.id);
      claims.push(row);
    }
  }
  const fences = new Map<string, FenceInfo>();
  const citedCalls = new Map<string, CitedToolCall>();
  for (const row of claims) {
    if (row.target !== null && row.sourcesJson !== null && row.documentKind !== null && !fences.has(row.fence)) {
      fences.set(row.fence, { fence: row.fence, target: row.target, sources: JSON.parse(row.sourcesJson) as string[], documentKind: row.documentKind });
    }
    if (row.callId !== null) citedCalls.set(row.id, citedCallOf(row.callId, row.callSeq!, row.callTool!, row.callInputJson!));
  }
  return { claims: claims.map(storedClaimRecordOf), fences: [...fences.values()], rejections, citedCalls };
}

export async function auditOfRunExists(db: Db, runId: string, auditId: string): Promise<boolean> {
  const rows = await readRows<{ id: string }>(db, Prisma.sql`SELECT "id" FROM "Audit" WHERE "id" = ${auditId} AND "runId" = ${runId}`);
  return rows.length > 0;
}

/** The tool call whose flat text holds `line` of an agent's output file; null when none does. */
export async function findChainToolCall(db: Db, runId: string, agent: string, outputFile: string, line: number): Promise<CitedToolCall | null> {
  const [call] = await readRows<{ id: string; seq: number; tool: string; inputJson: string }>(
    db,
    Prisma.sql`
    SELECT c."id", c."seq", c."tool", c."inputJson" FROM "ToolCall" c JOIN "Agent" a ON a."id" = c."agentId"
    WHERE c."runId" = ${runId} AND a."runId" = ${runId} AND a."name" = ${agent} AND c."outputFile" = ${outputFile} AND c."lineStart" <= ${line} AND c."lineEnd" >= ${line}
    ORDER BY c."seq" LIMIT 1`,
  );
  return call ? citedCallOf(call.id, call.seq, call.tool, call.inputJson) : null;
}
