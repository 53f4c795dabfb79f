import { NextResponse } from "next/server";
import { traceLinesQuery } from "@/lib/api/run-view";
import { getDb } from "@/lib/server/db";
import { notFound, route } from "@/lib/server/http";
import { readTraceLines } from "@/lib/server/repos/trace-files";

export const dynamic = "force-dynamic";

/** A window of a trace file's lines: `?path=&from=&lines=`, plus matching line numbers with `q=`. */
export const GET = route(async (request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  const query = traceLinesQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const window = await readTraceLines(getDb(), runId, query);
  if (!window) throw notFound("Trace file");
  return NextResponse.json(window);
});
