import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { runSearchCorpus } from "@/lib/server/run-search";

export const dynamic = "force-dynamic";

/** What searching this run covers; the first ask reads the run's call texts, so the search after it starts at once. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  return NextResponse.json(orNotFound(await runSearchCorpus(getDb(), runId), "Run"));
});
