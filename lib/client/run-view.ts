import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { GraphLayout } from "@/lib/core/graph-layout";
import type { EdgeAuditDto, RunViewDto, ToolCallDetailDto, ToolCallPageDto, TraceLinesDto } from "@/lib/api/run-view";
import { apiFetch } from "./api-fetch";
import { useRunAccess } from "./run-access";

/**
 * React Query hooks for the run page. They read the run through the page's RunAccess (the owner
 * API or a share link's), and every key starts with ["run", access.api] so one invalidation
 * refreshes a run and an owner's and a link holder's caches never mix.
 */

export const TOOL_CALL_PAGE_SIZE = 200;
export const TRACE_CHUNK_LINES = 500;

export const runViewKeys = {
  run: (api: string) => ["run", api] as const,
  toolCalls: (api: string, agent: string, tool: string | null) => ["run", api, "tool-calls", agent, tool] as const,
  toolCall: (api: string, callId: string) => ["run", api, "tool-call", callId] as const,
  traceChunk: (api: string, path: string, chunk: number) => ["run", api, "file", path, chunk] as const,
  traceSearch: (api: string, path: string, q: string) => ["run", api, "file", path, "search", q] as const,
  edgeAudit: (api: string, auditId: string, fence: string) => ["run", api, "audit", auditId, fence] as const,
  // Outside the ["run", api] prefix: a run's layout never changes, so refreshing the run skips it.
  layout: (api: string) => ["run-layout", api] as const,
};

export function useRunView(initialData?: RunViewDto) {
  const { api } = useRunAccess();
  return useQuery({ queryKey: runViewKeys.run(api), queryFn: () => apiFetch<RunViewDto>(api), initialData });
}

/** The run's DAG laid out by the server (ELK, computed on the first view and kept). */
export function useRunLayout() {
  const { api } = useRunAccess();
  return useQuery({ queryKey: runViewKeys.layout(api), queryFn: () => apiFetch<GraphLayout>(`${api}/layout`), staleTime: Infinity });
}

/** An agent's tool calls (only `tool`'s when given), one page of TOOL_CALL_PAGE_SIZE at a time as the list scrolls. */
export function useToolCalls(agent: string, tool: string | null, enabled: boolean) {
  const { api } = useRunAccess();
  return useInfiniteQuery({
    queryKey: runViewKeys.toolCalls(api, agent, tool),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiFetch<ToolCallPageDto>(
        `${api}/agents/${encodeURIComponent(agent)}/tool-calls?${new URLSearchParams({ offset: String(pageParam), limit: String(TOOL_CALL_PAGE_SIZE), ...(tool ? { tool } : {}) })}`,
      ),
    getNextPageParam: (last) => (last.offset + last.calls.length < last.total ? last.offset + last.calls.length : undefined),
  });
}

export function useToolCall(callId: string | null) {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: runViewKeys.toolCall(api, callId ?? ""),
    enabled: callId !== null,
    queryFn: () => apiFetch<ToolCallDetailDto>(`${api}/tool-calls/${encodeURIComponent(callId!)}`),
  });
}

const traceUrl = (api: string, path: string, params: Record<string, string>) => `${api}/files?${new URLSearchParams({ path, ...params })}`;

/** Chunk `chunk` (0-based) of a trace file: TRACE_CHUNK_LINES lines, fetched when first shown. */
export function useTraceChunk(path: string, chunk: number) {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: runViewKeys.traceChunk(api, path, chunk),
    queryFn: () => apiFetch<TraceLinesDto>(traceUrl(api, path, { from: String(chunk * TRACE_CHUNK_LINES + 1), lines: String(TRACE_CHUNK_LINES) })),
    staleTime: Infinity,
  });
}

/** Line numbers of a trace file that contain `q` (case-insensitive); idle while `q` is empty. */
export function useTraceSearch(path: string, q: string) {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: runViewKeys.traceSearch(api, path, q),
    enabled: q.length > 0,
    queryFn: () => apiFetch<TraceLinesDto>(traceUrl(api, path, { q, lines: "1" })),
    select: (answer) => answer.matches ?? { lines: [], truncated: false },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useEdgeAudit(auditId: string, fence: string) {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: runViewKeys.edgeAudit(api, auditId, fence),
    queryFn: () => apiFetch<EdgeAuditDto>(`${api}/audits/${encodeURIComponent(auditId)}/edges/${encodeURIComponent(fence)}`),
  });
}
