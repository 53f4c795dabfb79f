import { createMechanicalAuditor } from "@/lib/core/auditors";
import type { Auditor } from "@/lib/core/cascade";

/** The auditors a user can choose, by the name the API and UI use. */
export const AUDITOR_KINDS = ["mechanical"] as const;
export type AuditorKind = (typeof AUDITOR_KINDS)[number];

export function createAuditor(kind: string): Auditor {
  if (kind === "mechanical") return createMechanicalAuditor();
  throw new Error(`unknown auditor "${kind}"`);
}
