import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { getToolCall } from "@/lib/server/repos/tool-calls";

export const dynamic = "force-dynamic";

/** One tool call in full: its input, status, timing and where its flat text lives. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string; callId: string }> }) => {
  const { runId, callId } = await params;
  return NextResponse.json(orNotFound(await getToolCall(getDb(), runId, callId), "Tool call"));
});
