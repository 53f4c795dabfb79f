import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getRunLayout } from "@/lib/server/run-layout";

export const dynamic = "force-dynamic";

/** The run's laid-out DAG: node boxes and edge routes, computed on the first request and kept. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  return NextResponse.json(await getRunLayout(getDb(), runId));
});
