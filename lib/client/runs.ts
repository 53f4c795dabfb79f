import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RunList } from "@/lib/api";
import { apiFetch } from "./api-fetch";

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
