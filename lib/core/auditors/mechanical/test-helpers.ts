import type { AuditOutcome } from "../../cascade";
import type { ClaimRecord } from "../../records";
import { auditTask } from "../test-helpers";
import { createMechanicalAuditor, type MechanicalAuditorOptions } from ".";

export function audit(document: string, sourceFiles: Record<string, string>, options?: MechanicalAuditorOptions): Promise<AuditOutcome> {
  return createMechanicalAuditor(options).audit(auditTask(document, sourceFiles), {});
}

/** A tool call's flat text (spec §5.4) with `output` as its body. */
export function callFile(seq: number, tool: string, agent: string, input: string, output: string): string {
  return [`[tool_call #${seq}] ${tool}`, `agent: ${agent}`, "timestamp: 2025-11-20T14:00:02Z", "duration: 12ms", `input: ${input}`, "", "output:", output].join("\n");
}

export function claimFor(outcome: AuditOutcome, claim: string): ClaimRecord {
  const found = outcome.claims.find((record) => record.claim === claim);
  if (!found) throw new Error(`no claim ${JSON.stringify(claim)} among ${outcome.claims.map((record) => record.claim).join(" | ")}`);
  return found;
}
