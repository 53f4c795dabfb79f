import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { notFound, route } from "@/lib/server/http";
import { getRunDocument } from "@/lib/server/repos/trace-files";

export const dynamic = "force-dynamic";

/** The run's final report as text. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  const report = await getRunDocument(getDb(), runId, "report");
  if (!report) throw notFound("Report");
  return NextResponse.json(report);
});
