import { randomUUID } from "node:crypto";
import type { ClaimRecord, NearestCandidate, RejectionRecord } from "@/lib/core/records";
import type { TableRow } from "../../db";

/**
 * Claim and Rejection rows ⇄ audit-fence records, written once for every audit that stores them:
 * a cascade run on the server and an audit imported with a bundle.
 */

/** The claims and rejections one fence's audit produced, and where they are stored. */
export interface AuditedFence {
  fence: string;
  /** Its EdgeResult row; null for an imported claim whose fence has none. */
  edgeResultId: string | null;
  /** The document the fence audited, to locate each claim's quote in it; undefined when unknown. */
  document?: string;
  claims: readonly ClaimRecord[];
  rejections: readonly RejectionRecord[];
}

const claimKey = (fence: string, id: number) => `${fence}\u0000${id}`;

/** Where a quote starts in the document (-1: not in it, or no document), each quote located once: a sentence's claims, and a node's audits, share it. */
function quoteLocator(document: string | undefined): (quote: string) => number {
  const known = new Map<string, number>();
  return (quote) => {
    if (!quote || document === undefined) return -1;
    let at = known.get(quote);
    if (at === undefined) known.set(quote, (at = document.indexOf(quote)));
    return at;
  };
}

/**
 * An audit's Claim and Rejection rows, made fence by fence (as a cascade's hops are linked, or all
 * at once for an imported audit). Each claim's upstream link is resolved to its row: audit-fence
 * links claims by (fence, id), and the first claim with that id wins, as trace_chain does.
 */
export class AuditRows {
  readonly claims: TableRow<"Claim">[] = [];
  readonly rejections: TableRow<"Rejection">[] = [];
  readonly #ids = new Map<string, string>();
  /** By document: the fences auditing one node (an edge and a grounding audit) quote the same sentences. */
  readonly #locators = new Map<string | undefined, (quote: string) => number>();

  constructor(private readonly auditId: string) {}

  /** Gives a fence's claims their row ids; a fence must be named before rows of claims linking to it are made. */
  name(fence: Pick<AuditedFence, "fence" | "claims">): void {
    for (const claim of fence.claims) if (!this.#ids.has(claimKey(fence.fence, claim.id))) this.#ids.set(claimKey(fence.fence, claim.id), randomUUID());
  }

  /** The fence's claim and rejection rows, once it is named and its claims are linked. */
  add(fence: AuditedFence): void {
    const { auditId } = this;
    let locate = this.#locators.get(fence.document);
    if (!locate) this.#locators.set(fence.document, (locate = quoteLocator(fence.document)));
    const taken = new Set<number>();
    for (const claim of fence.claims) {
      const at = locate(claim.claim_in_document);
      const first = !taken.has(claim.id);
      taken.add(claim.id);
      this.claims.push({
        id: (first && this.#ids.get(claimKey(fence.fence, claim.id))) || randomUUID(),
        auditId,
        edgeResultId: fence.edgeResultId,
        fence: fence.fence,
        recordId: claim.id,
        claim: claim.claim,
        claimInDocument: claim.claim_in_document,
        evidence: claim.evidence,
        sourceAgent: claim.source_agent,
        sourceTool: claim.source_tool,
        sourceIndex: claim.source_index,
        rawValue: claim.raw_value,
        searchFile: claim.search_file,
        searchLine: claim.search_line,
        finding: claim.finding,
        sourceType: claim.source_type,
        metadataJson: JSON.stringify(claim.metadata),
        upstreamId: claim.upstream_id,
        upstreamFence: claim.upstream_fence,
        timestamp: claim.timestamp,
        nearestJson: claim.nearest ? JSON.stringify(claim.nearest) : null,
        documentStart: at >= 0 ? at : null,
        documentEnd: at >= 0 ? at + claim.claim_in_document.length : null,
        upstreamClaimId: claim.upstream_fence ? (this.#ids.get(claimKey(claim.upstream_fence, claim.upstream_id)) ?? null) : null,
      });
    }
    for (const rejection of fence.rejections) {
      this.rejections.push({
        id: randomUUID(),
        auditId,
        edgeResultId: fence.edgeResultId,
        fence: fence.fence,
        tool: rejection.tool,
        content: rejection.content,
        reason: rejection.reason,
        timestamp: rejection.timestamp,
        contextJson: rejection.context ? JSON.stringify(rejection.context) : null,
      });
    }
  }
}

/** Every claim and rejection of an audit's fences as rows, at once. */
export function auditRows(auditId: string, fences: readonly AuditedFence[]): AuditRows {
  const rows = new AuditRows(auditId);
  for (const fence of fences) rows.name(fence);
  for (const fence of fences) rows.add(fence);
  return rows;
}

export interface StoredClaim {
  id: string;
  fence: string;
  recordId: number;
  claim: string;
  claimInDocument: string;
  evidence: string;
  sourceAgent: string;
  sourceTool: string;
  sourceIndex: number;
  rawValue: string;
  searchFile: string;
  searchLine: number;
  finding: string;
  sourceType: string;
  metadataJson: string;
  upstreamId: number;
  upstreamFence: string;
  timestamp: number;
  nearestJson: string | null;
}

/** A stored claim back in audit-fence's ClaimRecord shape, so lib/core can walk it. */
export function claimRecordOf(row: StoredClaim): ClaimRecord {
  return {
    claim: row.claim,
    claim_in_document: row.claimInDocument,
    evidence: row.evidence,
    source_agent: row.sourceAgent,
    source_tool: row.sourceTool,
    source_index: row.sourceIndex,
    raw_value: row.rawValue,
    search_file: row.searchFile,
    search_line: row.searchLine,
    finding: row.finding,
    source_type: row.sourceType,
    metadata: JSON.parse(row.metadataJson) as Record<string, unknown>,
    upstream_id: row.upstreamId,
    upstream_fence: row.upstreamFence,
    id: row.recordId,
    timestamp: row.timestamp,
    ...(row.nearestJson ? { nearest: JSON.parse(row.nearestJson) as NearestCandidate[] } : {}),
  };
}

export interface StoredRejection {
  tool: string;
  content: string;
  reason: string;
  timestamp: number;
  contextJson: string | null;
}

export function rejectionRecordOf({ tool, content, reason, timestamp, contextJson }: StoredRejection): RejectionRecord {
  return { tool, content, reason, timestamp, ...(contextJson ? { context: JSON.parse(contextJson) as Record<string, unknown> } : {}) };
}
