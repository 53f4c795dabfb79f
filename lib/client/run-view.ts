import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { GraphLayout } from "@/lib/core/graph-layout";
import type { EdgeAuditDto, RunViewDto, ToolCallDetailDto, ToolCallPageDto, TraceLinesDto } from "@/lib/api/run-view";
import { apiFetch } from "./api-fetch";

/** React Query hooks for the run page. Every key starts with ["run", runId] so one invalidation refreshes a run. */

export const TOOL_CALL_PAGE_SIZE = 200;
export const TRACE_CHUNK_LINES = 500;

const runPath = (runId: string) => `/api/runs/${encodeURIComponent(runId)}`;

export const runViewKeys = {
  run: (runId: string) => ["run", runId] as const,
  toolCalls: (runId: string, agent: string, tool: string | null) => ["run", runId, "tool-calls", agent, tool] as const,
  toolCall: (runId: string, callId: string) => ["run", runId, "tool-call", callId] as const,
  traceChunk: (runId: string, path: string, chunk: number) => ["run", runId, "file", path, chunk] as const,
  traceSearch: (runId: string, path: string, q: string) => ["run", runId, "file", path, "search", q] as const,
  edgeAudit: (runId: string, auditId: string, fence: string) => ["run", runId, "audit", auditId, fence] as const,
  // Outside the ["run", runId] prefix: a run's layout never changes, so refreshing the run skips it.
  layout: (runId: string) => ["run-layout", runId] as const,
};

export function useRunView(runId: string, initialData?: RunViewDto) {
  return useQuery({ queryKey: runViewKeys.run(runId), queryFn: () => apiFetch<RunViewDto>(runPath(runId)), initialData });
}

/** The run's DAG laid out by the server (ELK, computed on the first view and kept). */
export function useRunLayout(runId: string) {
  return useQuery({ queryKey: runViewKeys.layout(runId), queryFn: () => apiFetch<GraphLayout>(`${runPath(runId)}/layout`), staleTime: Infinity });
}

/** An agent's tool calls (only `tool`'s when given), one page of TOOL_CALL_PAGE_SIZE at a time as the list scrolls. */
export function useToolCalls(runId: string, agent: string, tool: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: runViewKeys.toolCalls(runId, agent, tool),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiFetch<ToolCallPageDto>(
        `${runPath(runId)}/agents/${encodeURIComponent(agent)}/tool-calls?${new URLSearchParams({ offset: String(pageParam), limit: String(TOOL_CALL_PAGE_SIZE), ...(tool ? { tool } : {}) })}`,
      ),
    getNextPageParam: (last) => (last.offset + last.calls.length < last.total ? last.offset + last.calls.length : undefined),
  });
}

export function useToolCall(runId: string, callId: string | null) {
  return useQuery({
    queryKey: runViewKeys.toolCall(runId, callId ?? ""),
    enabled: callId !== null,
    queryFn: () => apiFetch<ToolCallDetailDto>(`${runPath(runId)}/tool-calls/${encodeURIComponent(callId!)}`),
  });
}

function traceUrl(runId: string, path: string, params: Record<string, string>): string {
  return `${runPath(runId)}/files?${new URLSearchParams({ path, ...params })}`;
}

/** Chunk `chunk` (0-based) of a trace file: TRACE_CHUNK_LINES lines, fetched when first shown. */
export function useTraceChunk(runId: string, path: string, chunk: number) {
  return useQuery({
    queryKey: runViewKeys.traceChunk(runId, path, chunk),
    queryFn: () => apiFetch<TraceLinesDto>(traceUrl(runId, path, { from: String(chunk * TRACE_CHUNK_LINES + 1), lines: String(TRACE_CHUNK_LINES) })),
    staleTime: Infinity,
  });
}

/** Line numbers of a trace file that contain `q` (case-insensitive); idle while `q` is empty. */
export function useTraceSearch(runId: string, path: string, q: string) {
  return useQuery({
    queryKey: runViewKeys.traceSearch(runId, path, q),
    enabled: q.length > 0,
    queryFn: () => apiFetch<TraceLinesDto>(traceUrl(runId, path, { q, lines: "1" })),
    select: (answer) => answer.matches ?? { lines: [], truncated: false },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useEdgeAudit(runId: string, auditId: string, fence: string) {
  return useQuery({
    queryKey: runViewKeys.edgeAudit(runId, auditId, fence),
    queryFn: () => apiFetch<EdgeAuditDto>(`${runPath(runId)}/audits/${encodeURIComponent(auditId)}/edges/${encodeURIComponent(fence)}`),
  });
}
