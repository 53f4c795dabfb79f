import { NextResponse } from "next/server";
import { createReviewBody, reviewsQuery } from "@/lib/api/reviews";
import { adminToken } from "@/lib/server/auth";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { createReview, getRunReviews, requireReviewer, requestCookies } from "@/lib/server/reviews";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ runId: string }> };

/** Every review of the run, and the verdicts they make shown in an audit (`?auditId=`, else the latest finished one). */
export const GET = route({ query: reviewsQuery }, async (_request, { params }: Context, { query }) => {
  const { runId } = await params;
  return NextResponse.json(await getRunReviews(getDb(), runId, query.auditId));
});

/** Accept, reject or comment on a sentence, claim or edge of an audit, as this session's reviewer. */
export const POST = route({ body: createReviewBody }, async (request, { params }: Context, { body }) => {
  const { runId } = await params;
  const db = getDb();
  const reviewer = await requireReviewer(db, requestCookies(request), adminToken());
  return NextResponse.json(await createReview(db, runId, body, reviewer), { status: 201 });
});
