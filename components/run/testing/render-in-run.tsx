import type { ReactNode } from "react";
import { vi } from "vitest";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RunAccessProvider, type RunSource } from "@/lib/client/run-access";

/**
 * Renders a run page component as the owner or a share link's holder sees it, with the API
 * answered from `answers` (by path; anything else is a 404) and every request recorded, so a
 * test can say which API a component read and what it drew from the answer. Undo with
 * `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function renderInRun(ui: ReactNode, source: RunSource, answers: Record<string, unknown> = {}) {
  const requests: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    const url = new URL(input, "http://cairn.test");
    requests.push(`${url.pathname}${url.search}`);
    const found = url.pathname in answers;
    const body = found ? answers[url.pathname] : { error: { code: "not_found", message: `${url.pathname} not found` } };
    return new Response(JSON.stringify(body), { status: found ? 200 : 404, headers: { "content-type": "application/json" } });
  });
  // happy-dom lays nothing out; virtualised lists (trace text, tool calls) need a box to fill.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RunAccessProvider source={source}>{ui}</RunAccessProvider>
    </QueryClientProvider>,
  );
  return { ...view, requests };
}
