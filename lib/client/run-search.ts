import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RunSearchCorpusDto, RunSearchDto } from "@/lib/api/run-search";
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

const corpusKey = (api: string) => ["run", api, "search-corpus"] as const;
const readCorpus = (api: string) => () => apiFetch<RunSearchCorpusDto>(`${api}/search/corpus`);

/** What a search of this run covers; reading it is what builds the server's corpus, so ask early. */
export function useRunSearchCorpus() {
  const { api } = useRunAccess();
  return useQuery({ queryKey: corpusKey(api), queryFn: readCorpus(api), staleTime: Infinity });
}

/** Asks the server to get this run's search ready (once per page), for a reviewer about to type a search. */
export function usePrepareRunSearch(): () => void {
  const { api } = useRunAccess();
  const client = useQueryClient();
  return () => void client.prefetchQuery({ queryKey: corpusKey(api), queryFn: readCorpus(api), staleTime: Infinity });
}
