import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { getEdgeAudit } from "@/lib/server/repos/run-audits";

export const dynamic = "force-dynamic";

/** One fence's verdict in one audit: result counts, claims with evidence, rejections with reasons. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string; auditId: string; fence: string }> }) => {
  const { runId, auditId, fence } = await params;
  return NextResponse.json(orNotFound(await getEdgeAudit(getDb(), runId, auditId, decodeURIComponent(fence)), "Audit edge"));
});
