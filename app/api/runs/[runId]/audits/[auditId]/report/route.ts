import { NextResponse } from "next/server";
import { getReportVerdicts } from "@/lib/server/audits";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** The report's sentences with their verdicts in this audit (`latest` for the latest finished one). */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string; auditId: string }> }) => {
  const { runId, auditId } = await params;
  return NextResponse.json(await getReportVerdicts(getDb(), runId, auditId === "latest" ? null : auditId));
});
