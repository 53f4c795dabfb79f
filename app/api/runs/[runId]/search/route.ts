import { NextResponse } from "next/server";
import { runSearchQuery } from "@/lib/api/run-search";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { searchRun } from "@/lib/server/run-search";

export const dynamic = "force-dynamic";

/** Search this run: `?q=` (`&regex=1`) over every tool call's flat text, grouped by agent and call. */
export const GET = route({ query: runSearchQuery }, async (_request, { params }: { params: Promise<{ runId: string }> }, { query }) => {
  const { runId } = await params;
  return NextResponse.json(orNotFound(await searchRun(getDb(), runId, query), "Run"));
});
