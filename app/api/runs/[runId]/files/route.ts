import { NextResponse } from "next/server";
import { traceLinesQuery } from "@/lib/api/run-view";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { readTraceLines } from "@/lib/server/repos/trace-files";

export const dynamic = "force-dynamic";

/** A window of a trace file's lines: `?path=&from=&lines=`, plus matching line numbers with `q=`. */
export const GET = route({ query: traceLinesQuery }, async (_request, { params }: { params: Promise<{ runId: string }> }, { query }) => {
  const { runId } = await params;
  return NextResponse.json(orNotFound(await readTraceLines(getDb(), runId, query), "Trace file"));
});
