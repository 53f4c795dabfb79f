import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { notFound, route } from "@/lib/server/http";
import { getRunView } from "@/lib/server/repos/run-view";

export const dynamic = "force-dynamic";

/** The run page's first load: run, agents, edges, audits and the latest audit's edge results. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  const view = await getRunView(getDb(), runId);
  if (!view) throw notFound("Run");
  return NextResponse.json(view);
});
