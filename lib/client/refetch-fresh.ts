import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * Refetches queries after something they show has changed, with reads that start now.
 * `invalidateQueries` alone keeps a fetch already in flight when the query has no data yet (React
 * Query cancels a running fetch only once there is data to fall back on), and that fetch may have
 * read before the change: the runs list, still loading when an upload finished, stayed without the
 * uploaded run. Cancelling first makes every refetch a new read.
 */
export async function refetchFresh(queryClient: QueryClient, ...filters: InvalidateQueryFilters[]): Promise<void> {
  await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)));
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}
