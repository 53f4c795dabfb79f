import { NextResponse } from "next/server";
import { getAudit } from "@/lib/server/audits";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = route(async (_request, { params }: { params: Promise<{ runId: string; auditId: string }> }) => {
  const { runId, auditId } = await params;
  return NextResponse.json({ audit: await getAudit(getDb(), runId, auditId) });
});
