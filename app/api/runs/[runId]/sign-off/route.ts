import { NextResponse } from "next/server";
import { signOffBody } from "@/lib/api/reviews";
import { adminToken } from "@/lib/server/auth";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { requestCookies, requireReviewer, signOffRun } from "@/lib/server/reviews";

export const dynamic = "force-dynamic";

/** Sign the run off on an audit: refused (409) while a ✗ sentence has no accept or reject. */
export const POST = route({ body: signOffBody }, async (request, { params }: { params: Promise<{ runId: string }> }, { body }) => {
  const { runId } = await params;
  const db = getDb();
  const reviewer = await requireReviewer(db, requestCookies(request), adminToken());
  return NextResponse.json(await signOffRun(db, runId, body.auditId, reviewer), { status: 201 });
});
