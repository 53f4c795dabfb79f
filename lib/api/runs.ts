import { z } from "zod";
import type { FenceTally } from "@/lib/core/cascade";
import type { AuditState } from "./audits";
import type { RunReviewStateDto } from "./reviews";

/** Shapes of the runs API, shared by route handlers (which validate) and lib/client hooks (which read). */

export const runListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
});
export type RunListQuery = z.infer<typeof runListQuery>;

export interface RunSummary {
  id: string;
  name: string;
  sessionId: string;
  createdAt: string;
  incomplete: boolean;
  agents: number;
  toolCalls: number;
  errors: number;
  /** The audit the run page opens on, with its fences counted by `tallyFences`, as the run header counts them. */
  latestAudit: { id: string; status: AuditState; fences: FenceTally } | null;
  review: RunReviewStateDto;
}

export interface RunList {
  runs: RunSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export const renameRunBody = z.object({ name: z.string().trim().min(1, "A run needs a name").max(200) });
