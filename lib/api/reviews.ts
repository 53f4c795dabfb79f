import { z } from "zod";
import { MAX_REVIEWER_NAME, MAX_REVIEW_TEXT } from "./review-limits";
import { REJECT_REASONS, REVIEW_KINDS, type AuditComparison, type AuditorVerdict, type ReviewerVerdict, type OverrideCounts, type Review, type ReviewedClaim, type ReviewedEdge, type ReviewedSentence, type SignOffState } from "@/lib/core/reviews";

/** Shapes of the review, sign-off and compare APIs, shared by route handlers and lib/client hooks. */

const id = z.string().trim().min(1).max(100);

/** What is reviewed, as the browser names it: a sentence by its offsets, a claim by id, an edge by fence. */
export const reviewTargetInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("sentence"), start: z.number().int().min(0), end: z.number().int().min(0) }),
  z.object({ kind: z.literal("claim"), claimId: id }),
  z.object({ kind: z.literal("edge"), fence: z.string().min(1).max(1000) }),
]);
export type ReviewTargetInput = z.infer<typeof reviewTargetInput>;

export const createReviewBody = z
  .object({
    /** The audit the reviewer is reading. */
    auditId: id,
    target: reviewTargetInput,
    kind: z.enum(REVIEW_KINDS),
    reason: z.enum(REJECT_REASONS).optional(),
    text: z.string().trim().max(MAX_REVIEW_TEXT).default(""),
    /** The earlier review of the same target this one edits; that one stays in the history. */
    revisesId: id.optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === "reject" && !body.reason) context.addIssue({ code: "custom", path: ["reason"], message: `A reject needs a reason: ${REJECT_REASONS.join(", ")}` });
    if (body.kind !== "reject" && body.reason) context.addIssue({ code: "custom", path: ["reason"], message: "Only a reject has a reason" });
    if (body.kind === "comment" && body.text === "") context.addIssue({ code: "custom", path: ["text"], message: "A comment needs text" });
  });
export type CreateReviewBody = z.input<typeof createReviewBody>;
export type CreateReviewInput = z.output<typeof createReviewBody>;

export const reviewsQuery = z.object({ auditId: id.optional() });

export const signOffBody = z.object({ auditId: id });

export const reviewerBody = z.object({ name: z.string().trim().min(1, "A reviewer needs a name").max(MAX_REVIEWER_NAME) });

export interface ReviewerDto {
  /** The name reviews are stored under, kept in this browser's session; null until it names itself. */
  reviewer: string | null;
}

export type ReviewDto = Review;

export interface SignOffDto {
  id: string;
  auditId: string | null;
  reviewer: string;
  at: string;
  sentences: number;
  rejected: number;
  acceptedAgainstAuditor: number;
  summary: string;
}

/** A reviewer's latest accept or reject as the run page draws it; `reviewId` on the owner's answer only. */
export type ReviewerSummaryDto = Omit<ReviewerVerdict, "reviewId"> & { reviewId?: string };
/** One entry of a target's history as the run page draws it. */
export type ReviewEntryDto = Pick<Review, "kind" | "reason" | "text" | "reviewer" | "at">;

interface ReviewedView<V> {
  auditor: V;
  shown: V;
  overridden: boolean;
  reviewer: ReviewerSummaryDto | null;
  history: ReviewEntryDto[];
}

/**
 * What the run page draws of a run's reviews on the shown audit, the same for its owner and a
 * share link (`GET …/reviews` under either API): each sentence's, claim's and edge's shown
 * verdict beside the auditor's with its history, the override counts, the latest sign-off.
 */
export interface ReviewsViewDto {
  sentences: (ReviewedView<AuditorVerdict> & { index: number; start: number; end: number })[];
  claims: (ReviewedView<string> & { fence: string; claim: string })[];
  edges: (ReviewedView<string> & { fence: string })[];
  overrides: OverrideCounts;
  /** The latest sign-off on the shown audit. */
  lastSignOff: Pick<SignOffDto, "reviewer" | "at" | "summary"> | null;
}

/** The owner's answer: the view with every id, every review of the run and every sign-off. */
export interface RunReviewsDto extends ReviewsViewDto {
  /** The audit the verdicts are shown for (null when the run has no finished audit). */
  auditId: string | null;
  /** Every review of the run, oldest first, whichever audit it was made on. */
  reviews: ReviewDto[];
  sentences: ReviewedSentence[];
  claims: ReviewedClaim[];
  edges: ReviewedEdge[];
  /** Reviews whose sentence, claim or edge this audit does not have. */
  unplaced: ReviewDto[];
  signOff: SignOffState;
  /** Sign-offs made, oldest first. */
  signOffs: SignOffDto[];
  lastSignOff: SignOffDto | null;
}

/** The runs list's review column. `signed-off` only when the latest sign-off is on the run's latest audit. */
export interface RunReviewStateDto {
  state: "unreviewed" | "in-review" | "signed-off";
  reviews: number;
  lastSignOff: SignOffDto | null;
}

/** One side of a comparison: a run's audit, named or its latest finished one. */
export const compareQuery = z
  .object({ baseRun: id, baseAudit: id.optional(), headRun: id.optional(), headAudit: id.optional() })
  .superRefine((query, context) => {
    const sameRun = !query.headRun || query.headRun === query.baseRun;
    if (sameRun && (!query.baseAudit || !query.headAudit)) context.addIssue({ code: "custom", path: ["headAudit"], message: "Two audits of one run are compared by naming both (baseAudit and headAudit); name headRun to compare the latest audits of two runs" });
    if (sameRun && query.baseAudit && query.baseAudit === query.headAudit) context.addIssue({ code: "custom", path: ["headAudit"], message: "An audit compared with itself shows nothing" });
  });
export type CompareQuery = z.infer<typeof compareQuery>;

export interface ComparedAuditDto {
  runId: string;
  runName: string;
  auditId: string;
  auditor: string;
  kind: string;
  finishedAt: string | null;
}

export interface AuditComparisonDto extends AuditComparison {
  base: ComparedAuditDto;
  head: ComparedAuditDto;
}

/** What a share link answers of the reviews: the view alone, no ids, against its frozen audit. */
export type SharedReviewsDto = ReviewsViewDto;
