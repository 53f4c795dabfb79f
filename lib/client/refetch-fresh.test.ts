import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refetchFresh } from "./refetch-fresh";

/** A stored list and a query of it whose first answer can be held back after it has read. */
function runsQuery() {
  const stored = ["earlier run"];
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: false } } });
  let reads = 0;
  let deliverFirst = () => {};
  const held = new Promise<void>((resolve) => (deliverFirst = resolve));
  const observer = new QueryObserver(client, {
    queryKey: ["runs", "list", 1, ""],
    queryFn: async () => {
      const snapshot = [...stored];
      if (reads++ === 0) await held;
      return snapshot;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { stored, client, deliverFirst, unsubscribe, reads: () => reads };
}

describe("refetchFresh", () => {
  let done = () => {};
  afterEach(() => done());

  it("shows a change made while the query's first fetch was in flight, though that fetch read before it", async () => {
    const runs = runsQuery();
    done = runs.unsubscribe;
    expect(runs.reads()).toBe(1);
    runs.stored.push("uploaded run");

    const refetched = refetchFresh(runs.client, { queryKey: ["runs"] });
    runs.deliverFirst();
    await refetched;

    expect(runs.client.getQueryData(["runs", "list", 1, ""])).toEqual(["earlier run", "uploaded run"]);
    expect(runs.reads()).toBe(2);
  });

  it("refetches a query that has data, and leaves queries outside the filters alone", async () => {
    const runs = runsQuery();
    done = runs.unsubscribe;
    runs.deliverFirst();
    await vi.waitFor(() => expect(runs.client.getQueryData(["runs", "list", 1, ""])).toEqual(["earlier run"]));
    runs.client.setQueryData(["share", "token"], "frozen");
    runs.stored.push("renamed run");

    await refetchFresh(runs.client, { queryKey: ["runs"] });

    expect(runs.client.getQueryData(["runs", "list", 1, ""])).toEqual(["earlier run", "renamed run"]);
    expect(runs.client.getQueryState(["share", "token"])?.isInvalidated).toBe(false);
  });
});
