import type { ChainDto, ChainHopDto } from "@/lib/api/audits";
import { indexClaims, traceClaim, type Chain } from "@/lib/core/cascade";
import type { ClaimRecord } from "@/lib/core/records";
import { searchedPattern } from "@/lib/core/verdicts";
import type { Db } from "../db";
import { notFound } from "../http";
import { claimRecordOf, type ClaimRow } from "./dto";

export interface AuditIndex {
  claims: Map<string, { fence: string; record: ClaimRecord }>;
  claimIdOf: Map<ClaimRecord, string>;
  byFence: Map<string, Map<number, ClaimRecord>>;
  edges: Map<string, { target: string; sources: string[]; documentKind: string }>;
  rejections: Map<string, { tool: string; content: string; reason: string }[]>;
}

/** Finished audits never change, so their claim index is kept for repeated chain walks. */
const finishedIndexes = new Map<string, AuditIndex>();
const MAX_CACHED = 8;

type EdgeRow = { fence: string; target: string; sourcesJson: string; documentKind: string };
type RejectionRow = { fence: string; tool: string; content: string; reason: string };

function buildIndex(claimRows: ClaimRow[], edgeRows: EdgeRow[], rejectionRows: RejectionRow[]): AuditIndex {
  const claims = new Map<string, { fence: string; record: ClaimRecord }>();
  const claimIdOf = new Map<ClaimRecord, string>();
  const grouped = new Map<string, ClaimRecord[]>();
  for (const row of claimRows) {
    const record = claimRecordOf(row);
    claims.set(row.id, { fence: row.fence, record });
    claimIdOf.set(record, row.id);
    grouped.set(row.fence, [...(grouped.get(row.fence) ?? []), record]);
  }
  const rejections = new Map<string, { tool: string; content: string; reason: string }[]>();
  for (const { fence, ...rejection } of rejectionRows) rejections.set(fence, [...(rejections.get(fence) ?? []), rejection]);
  return {
    claims,
    claimIdOf,
    byFence: indexClaims([...grouped].map(([fence, list]) => ({ fence, claims: list }))),
    edges: new Map(edgeRows.map((edge) => [edge.fence, { target: edge.target, sources: JSON.parse(edge.sourcesJson) as string[], documentKind: edge.documentKind }])),
    rejections,
  };
}

const edgeSelect = { fence: true, target: true, sourcesJson: true, documentKind: true } as const;
const rejectionSelect = { fence: true, tool: true, content: true, reason: true } as const;

/** Every claim, edge result and rejection of an audit (for the report's sentence verdicts), kept for a finished one. */
export async function loadIndex(db: Db, auditId: string, cacheable: boolean): Promise<AuditIndex> {
  const cached = finishedIndexes.get(auditId);
  if (cached) return cached;
  const [claimRows, edgeRows, rejectionRows] = await Promise.all([
    db.claim.findMany({ where: { auditId } }),
    db.edgeResult.findMany({ where: { auditId }, select: edgeSelect }),
    db.rejection.findMany({ where: { auditId }, select: rejectionSelect, orderBy: { timestamp: "asc" } }),
  ]);
  const index = buildIndex(claimRows, edgeRows, rejectionRows);
  if (cacheable) {
    if (finishedIndexes.size >= MAX_CACHED) finishedIndexes.delete(finishedIndexes.keys().next().value!);
    finishedIndexes.set(auditId, index);
  }
  return index;
}

/**
 * Just one chain's claims, followed through the stored upstream links (one indexed read per hop),
 * with the edge results and rejections of its fences: a cold chain costs a few queries, not the
 * whole audit. A cached full index is used when there is one.
 *
 * The chain's reads are raw SQL (through Prisma, so both providers and their placeholders work):
 * Prisma compiles each query shape the first time a process runs it, tens of milliseconds per
 * shape, which made the first chain after a start several times slower than any later one.
 */
async function loadChainIndex(db: Db, auditId: string, claimId: string): Promise<AuditIndex> {
  const cached = finishedIndexes.get(auditId);
  if (cached) return cached;
  const rows: ClaimRow[] = [];
  const seen = new Set<string>();
  for (let next: string | null = claimId; next && !seen.has(next); ) {
    seen.add(next);
    const [row]: (ClaimRow & { upstreamClaimId: string | null })[] = await db.$queryRaw`SELECT * FROM "Claim" WHERE "id" = ${next} AND "auditId" = ${auditId}`;
    if (!row) break;
    rows.push(row);
    next = row.upstreamClaimId;
  }
  const fences = [...new Set(rows.map((row) => row.fence))];
  const perFence = await Promise.all(
    fences.map(async (fence) => {
      const edges = db.$queryRaw<EdgeRow[]>`SELECT "fence", "target", "sourcesJson", "documentKind" FROM "EdgeResult" WHERE "auditId" = ${auditId} AND "fence" = ${fence}`;
      const rejections = db.$queryRaw<RejectionRow[]>`SELECT "fence", "tool", "content", "reason" FROM "Rejection" WHERE "auditId" = ${auditId} AND "fence" = ${fence} ORDER BY "timestamp"`;
      return { edges: await edges, rejections: await rejections };
    }),
  );
  return buildIndex(
    rows,
    perFence.flatMap((found) => found.edges),
    perFence.flatMap((found) => found.rejections),
  );
}

function explain(chain: Chain, index: AuditIndex): ChainDto["brokenAt"] {
  if (!chain.brokenAt) return null;
  const { fence, reason, upstream } = chain.brokenAt;
  const edge = index.edges.get(fence);
  const sources = edge?.sources.join(", ") ?? "the source";
  const last = chain.hops[chain.hops.length - 1].claim;
  const nearest = last.nearest?.[0];
  const why = nearest ? ` Nearest: "${nearest.text}" in ${nearest.file} line ${nearest.line}.` : " Nothing near it there.";
  const explanation =
    reason === "not-found"
      ? `"${last.claim}" was not found in what ${sources} passed on (audit ${fence}, searched for ${searchedPattern(last)}).${why}`
      : reason === "unchecked"
        ? `This sentence has no checkable fact, so the audit ${fence} searched nothing for it.`
        : reason === "cycle"
          ? `The links loop back on themselves after ${fence}.`
          : `Found in ${upstream ?? sources}'s output, but no claim in ${upstream ?? sources}'s own audits covers that line.`;
  return { ...chain.brokenAt, explanation };
}

/** The chain of one claim, hop by hop, ending on the cited tool call line or saying where it breaks. */
export async function getChain(db: Db, runId: string, auditId: string, claimId: string): Promise<ChainDto> {
  const [audit] = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Audit" WHERE "id" = ${auditId} AND "runId" = ${runId}`;
  if (!audit) throw notFound("Audit");
  const index = await loadChainIndex(db, auditId, claimId);
  const start = index.claims.get(claimId);
  if (!start) throw notFound("Claim");

  const chain = traceClaim({ fence: start.fence, claim: start.record }, index.byFence);
  const hops: ChainHopDto[] = chain.hops.map(({ fence, claim }) => {
    const edge = index.edges.get(fence);
    return {
      claimId: index.claimIdOf.get(claim)!,
      fence,
      target: edge?.target ?? "",
      sources: edge?.sources ?? [],
      documentKind: edge?.documentKind ?? "node_output",
      finding: claim.finding,
      claim: claim.claim,
      claimInDocument: claim.claim_in_document,
      evidence: claim.evidence,
      rawValue: claim.raw_value,
      searchFile: claim.search_file,
      searchLine: claim.search_line,
      nearest: claim.nearest ?? [],
      rejections: index.rejections.get(fence) ?? [],
    };
  });

  let source: ChainDto["source"] = null;
  if (chain.source) {
    const { agent, outputFile, line } = chain.source;
    const [call] = await db.$queryRaw<{ id: string; seq: number; tool: string; inputJson: string }[]>`
      SELECT c."id", c."seq", c."tool", c."inputJson" FROM "ToolCall" c JOIN "Agent" a ON a."id" = c."agentId"
      WHERE c."runId" = ${runId} AND a."runId" = ${runId} AND a."name" = ${agent} AND c."outputFile" = ${outputFile} AND c."lineStart" <= ${line} AND c."lineEnd" >= ${line}
      ORDER BY c."seq" LIMIT 1`;
    source = {
      toolCallId: call?.id ?? null,
      agent,
      seq: call?.seq ?? null,
      tool: call?.tool ?? null,
      input: call ? JSON.parse(call.inputJson) : null,
      outputFile,
      tracePath: `${agent}/${outputFile}`,
      line,
    };
  }
  return { auditId, hops, source, brokenAt: explain(chain, index) };
}
