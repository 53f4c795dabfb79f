import { NextResponse } from "next/server";
import { startAuditBody } from "@/lib/api/audits";
import { auditsOfRun, queueAudit } from "@/lib/server/audits";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getAuditRunner } from "@/lib/server/jobs";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ runId: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { runId } = await params;
  return NextResponse.json(await auditsOfRun(getDb(), runId));
});

/** Queue an audit of the run; answers 202 at once, progress is read from the audit. */
export const POST = route({ body: startAuditBody }, async (_request, { params }: Context, { body }) => {
  const { runId } = await params;
  const audit = await queueAudit(getDb(), runId, body.auditor);
  getAuditRunner().kick();
  return NextResponse.json({ audit }, { status: 202 });
});
