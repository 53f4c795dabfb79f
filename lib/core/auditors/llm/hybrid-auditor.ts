import type { AuditOutcome, Auditor } from "../../cascade";
import type { ClaimRecord } from "../../records";
import { LlmAuditSessions, type LlmAuditorOptions } from "./llm-auditor";
import { addUsage } from "./usage";

export interface HybridAuditorOptions extends LlmAuditorOptions {
  /** Runs first and settles what it can (the mechanical auditor); the model gets what it left unchecked. */
  base: Auditor;
}

/** Base claims that settled something, then the model's; ids renumbered so the merged audit's are unique. */
function mergeClaims(settled: readonly ClaimRecord[], fromModel: readonly ClaimRecord[]): ClaimRecord[] {
  return [...settled, ...fromModel].map((claim, index) => ({ ...claim, id: index + 1 }));
}

/**
 * Hybrid mode: the base auditor checks the document first; only the sentences it left `unchecked`
 * go to the model (the whole document stays visible for context and for the claim-in-document
 * gate). A base failure is the audit's failure: the model is not asked to redo the whole document.
 */
export function createHybridAuditor(options: HybridAuditorOptions): Auditor {
  const { base, ...llmOptions } = options;
  const sessions = new LlmAuditSessions(llmOptions);
  return {
    kind: "hybrid",
    model: sessions.model,
    async audit(task, context): Promise<AuditOutcome> {
      const baseOutcome = await base.audit(task, context);
      const open = baseOutcome.claims.filter((claim) => claim.finding === "unchecked");
      if (baseOutcome.error !== undefined || open.length === 0) return baseOutcome;
      const settled = baseOutcome.claims.filter((claim) => claim.finding !== "unchecked");
      const modelOutcome = await sessions.audit(task, open.map((claim) => claim.claim_in_document), context);
      return {
        claims: mergeClaims(settled, modelOutcome.claims),
        rejections: [...baseOutcome.rejections, ...modelOutcome.rejections],
        usage: addUsage(baseOutcome.usage, modelOutcome.usage),
        ...(modelOutcome.error !== undefined ? { error: modelOutcome.error } : {}),
      };
    },
  };
}
