import type { Db } from "../db";
import type { ToolCallDetailDto, ToolCallPageDto, ToolCallPageQuery } from "@/lib/api/run-view";
import { inputPreview, toolCallRowOf } from "./mappers/tool-calls";

/** An agent's tool calls, paged in `seq` order, and one call in full. */

const rowSelect = { id: true, seq: true, tool: true, status: true, durationMs: true, outputBytes: true, error: true, inputJson: true } as const;

/** Null when the run has no agent of that name. */
export async function listToolCalls(db: Db, runId: string, agentName: string, page: ToolCallPageQuery): Promise<ToolCallPageDto | null> {
  const agent = await db.agent.findUnique({ where: { runId_name: { runId, name: agentName } }, select: { id: true } });
  if (!agent) return null;
  const where = { runId, agentId: agent.id, ...(page.tool ? { tool: page.tool } : {}) };
  const [total, calls] = await Promise.all([
    db.toolCall.count({ where }),
    db.toolCall.findMany({
      where,
      orderBy: [{ seq: "asc" }, { id: "asc" }],
      skip: page.offset,
      take: page.limit,
      select: rowSelect,
    }),
  ]);
  return { agent: agentName, tool: page.tool ?? null, offset: page.offset, total, calls: calls.map(toolCallRowOf) };
}

export async function getToolCall(db: Db, runId: string, callId: string): Promise<ToolCallDetailDto | null> {
  const call = await db.toolCall.findFirst({
    where: { id: callId, runId },
    include: { agent: { select: { name: true } }, traceFile: { select: { path: true } } },
  });
  if (!call) return null;
  return {
    id: call.id,
    seq: call.seq,
    tool: call.tool,
    status: call.status,
    durationMs: call.durationMs,
    outputBytes: call.outputBytes,
    error: call.error,
    inputPreview: inputPreview(call.inputJson),
    agent: call.agent.name,
    input: JSON.parse(call.inputJson) as unknown,
    timestamp: call.timestamp,
    outputFile: call.outputFile,
    trace: call.traceFile ? { path: call.traceFile.path, lineStart: call.lineStart, lineEnd: call.lineEnd } : null,
  };
}
