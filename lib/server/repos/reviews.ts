import type { RunReviewStateDto, SignOffDto } from "@/lib/api/reviews";
import type { RejectReason, Review, ReviewKind, ReviewTarget } from "@/lib/core/reviews";
import type { Db } from "../db";
import { reviewOf, reviewRow, signOffOf } from "./mappers/reviews";

/** The Review and SignOff tables: rows are only ever added, so a target's history is its rows in order. */

export interface NewReview {
  runId: string;
  auditId: string;
  target: ReviewTarget;
  kind: ReviewKind;
  reason: RejectReason | null;
  text: string;
  reviewer: string;
  revisesId: string | null;
  at?: Date;
}

export async function insertReview(db: Db, review: NewReview): Promise<Review> {
  return reviewOf(await db.review.create({ data: reviewRow(review) }));
}

/** Every review of a run, oldest first. */
export async function listRunReviews(db: Db, runId: string): Promise<Review[]> {
  const rows = await db.review.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(reviewOf);
}

export async function findRunReview(db: Db, runId: string, reviewId: string): Promise<Review | null> {
  const row = await db.review.findFirst({ where: { id: reviewId, runId } });
  return row && reviewOf(row);
}

export interface NewSignOff {
  runId: string;
  auditId: string;
  reviewer: string;
  sentences: number;
  rejected: number;
  acceptedAgainstAuditor: number;
  summary: string;
  at?: Date;
}

export async function insertSignOff(db: Db, signOff: NewSignOff): Promise<SignOffDto> {
  const { at, ...data } = signOff;
  return signOffOf(await db.signOff.create({ data: { ...data, ...(at ? { createdAt: at } : {}) } }));
}

/** A run's sign-offs, oldest first. */
export async function listSignOffs(db: Db, runId: string): Promise<SignOffDto[]> {
  const rows = await db.signOff.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(signOffOf);
}

/** The runs list's review column for a page of runs, each given with its latest audit's id. */
export async function runReviewStates(db: Db, runs: { id: string; latestAuditId: string | null }[]): Promise<Map<string, RunReviewStateDto>> {
  const runIds = runs.map((run) => run.id);
  const [counts, signOffs] = await Promise.all([
    db.review.groupBy({ by: ["runId"], where: { runId: { in: runIds } }, _count: { _all: true } }),
    db.signOff.findMany({ where: { runId: { in: runIds } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  const reviewCount = new Map(counts.map((row) => [row.runId, row._count._all]));
  const lastSignOff = new Map(signOffs.map((row) => [row.runId, signOffOf(row)]));
  return new Map(
    runs.map((run) => {
      const reviews = reviewCount.get(run.id) ?? 0;
      const last = lastSignOff.get(run.id) ?? null;
      const signedOff = last !== null && last.auditId !== null && last.auditId === run.latestAuditId;
      return [run.id, { state: signedOff ? "signed-off" : reviews > 0 || last ? "in-review" : "unreviewed", reviews, lastSignOff: last }];
    }),
  );
}
