import { NextResponse } from "next/server";
import { traceLinesQuery } from "@/lib/api/run-view";
import { getDb } from "@/lib/server/db";
import { notFound, route } from "@/lib/server/http";
import { readTraceLines } from "@/lib/server/repos/trace-files";

export const dynamic = "force-dynamic";

/** A window of a trace file's lines: `?path=&from=&lines=`, plus matching line numbers with `q=`. */
export const GET = route({ query: traceLinesQuery }, async (_request, { params }: { params: Promise<{ runId: string }> }, { query }) => {
  const { runId } = await params;
  const window = await readTraceLines(getDb(), runId, query);
  if (!window) throw notFound("Trace file");
  return NextResponse.json(window);
});
