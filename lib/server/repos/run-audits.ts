import type { Db } from "../db";
import type { EdgeAuditDto } from "@/lib/api/run-view";
import { fenceResultOf } from "./mappers/audits";

/** One fence of one audit in full: its result row, its claims and the rejections its gates logged. */
export async function getEdgeAudit(db: Db, runId: string, auditId: string, fence: string): Promise<EdgeAuditDto | null> {
  const result = await db.edgeResult.findFirst({
    where: { auditId, fence, audit: { runId } },
    include: {
      claimRows: { orderBy: [{ recordId: "asc" }, { id: "asc" }] },
      rejectionRows: { orderBy: [{ timestamp: "asc" }, { id: "asc" }] },
    },
  });
  if (!result) return null;
  return {
    auditId,
    result: fenceResultOf(result),
    claims: result.claimRows.map((claim) => ({
      id: claim.id,
      recordId: claim.recordId,
      claim: claim.claim,
      claimInDocument: claim.claimInDocument,
      evidence: claim.evidence,
      finding: claim.finding,
      sourceAgent: claim.sourceAgent,
      sourceTool: claim.sourceTool,
      rawValue: claim.rawValue,
    })),
    rejections: result.rejectionRows.map((rejection) => ({ id: rejection.id, tool: rejection.tool, content: rejection.content, reason: rejection.reason })),
  };
}
