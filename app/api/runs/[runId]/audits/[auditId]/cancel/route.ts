import { NextResponse } from "next/server";
import { cancelAudit } from "@/lib/server/audits";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const POST = route(async (_request, { params }: { params: Promise<{ runId: string; auditId: string }> }) => {
  const { runId, auditId } = await params;
  return NextResponse.json({ audit: await cancelAudit(getDb(), runId, auditId) });
});
