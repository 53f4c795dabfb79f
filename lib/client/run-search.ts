import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RunSearchDto } from "@/lib/api/run-search";
import { apiFetch } from "./api-fetch";
import { useRunAccess } from "./run-access";

/** "Search this run": every tool call's flat text, grouped by agent and call; idle while `q` is empty. */
export function useRunSearch(q: string, regex: boolean) {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: ["run", api, "search", q, regex] as const,
    enabled: q.length > 0,
    queryFn: () => apiFetch<RunSearchDto>(`${api}/search?${new URLSearchParams({ q, regex: regex ? "1" : "0" })}`),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
