import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RunList } from "@/lib/api";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";

export const runKeys = {
  all: ["runs"] as const,
  list: (page: number, q: string) => ["runs", "list", page, q] as const,
};

export function useRunList(page: number, q: string) {
  return useQuery({
    queryKey: runKeys.list(page, q),
    queryFn: () => apiFetch<RunList>(`/api/runs?${new URLSearchParams({ page: String(page), ...(q ? { q } : {}) })}`),
    placeholderData: keepPreviousData,
  });
}

export function useRenameRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, name }: { runId: string; name: string }) =>
      apiFetch<{ id: string; name: string }>(`/api/runs/${runId}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) }),
    onSuccess: () => refetchFresh(queryClient, { queryKey: runKeys.all }),
  });
}

export function useDeleteRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => apiFetch<null>(`/api/runs/${runId}`, { method: "DELETE" }),
    onSuccess: () => refetchFresh(queryClient, { queryKey: runKeys.all }),
  });
}
