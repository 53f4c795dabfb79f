import { NextResponse } from "next/server";
import { toolCallPageQuery } from "@/lib/api/run-view";
import { getDb } from "@/lib/server/db";
import { notFound, route } from "@/lib/server/http";
import { listToolCalls } from "@/lib/server/repos/tool-calls";

export const dynamic = "force-dynamic";

/** One page of an agent's tool calls in `seq` order: `?offset=&limit=`. */
export const GET = route(async (request, { params }: { params: Promise<{ runId: string; agent: string }> }) => {
  const { runId, agent } = await params;
  const query = toolCallPageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listToolCalls(getDb(), runId, agent, query);
  if (!page) throw notFound("Agent");
  return NextResponse.json(page);
});
