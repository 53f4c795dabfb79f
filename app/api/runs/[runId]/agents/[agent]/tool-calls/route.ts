import { NextResponse } from "next/server";
import { toolCallPageQuery } from "@/lib/api/run-view";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { listToolCalls } from "@/lib/server/repos/tool-calls";

export const dynamic = "force-dynamic";

/** One page of an agent's tool calls in `seq` order: `?offset=&limit=`. */
export const GET = route({ query: toolCallPageQuery }, async (_request, { params }: { params: Promise<{ runId: string; agent: string }> }, { query }) => {
  const { runId, agent } = await params;
  return NextResponse.json(orNotFound(await listToolCalls(getDb(), runId, agent, query), "Agent"));
});
