import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { escapeSelection, useRunSelection } from "./run-selection";

// What the page has rendered: Next hands it a pushed URL's params a render later, so the test moves it by hand.
let rendered = "";
vi.mock("next/navigation", () => ({
  usePathname: () => "/runs/r-1",
  useSearchParams: () => new URLSearchParams(rendered),
}));

/** Next's router writing a lagging commit's URL back over the current history entry. */
const lateCommit = (search: string) => window.history.replaceState(null, "", `/runs/r-1${search}`);

function renderAt(search: string) {
  window.history.replaceState(null, "", `/runs/r-1${search}`);
  rendered = search.slice(1);
  return renderHook(() => useRunSelection());
}

beforeEach(() => {
  rendered = "";
});
afterEach(cleanup);

describe("useRunSelection", () => {
  it("pushes a selection as a new history entry, keeping the audit shown", () => {
    const { result } = renderAt("?panel=report&audit=a-2");
    const before = window.history.length;
    act(() => result.current.select({ panel: "report", claim: "c-1" }));
    expect(window.location.search).toBe("?panel=report&claim=c-1&audit=a-2");
    expect(window.history.length).toBe(before + 1);
  });

  it("gives a key handler the selection it pushed last, even when a lagging commit has put an older one in the URL", () => {
    const { result } = renderAt("?panel=report");
    act(() => result.current.select({ panel: "report", claim: "c-1" }));
    lateCommit("?panel=report");
    expect(result.current.latest()).toMatchObject({ panel: "report", claim: "c-1" });
    // So Escape right after Enter closes only the chain.
    expect(escapeSelection(result.current.latest())).toEqual({ panel: "report" });
  });

  it("reads a key press's selection from the URL before any push, and again once the page has rendered the last push", () => {
    const { result, rerender } = renderAt("?node=writer");
    expect(result.current.latest()).toMatchObject({ node: "writer" });
    act(() => result.current.select({ node: "writer", call: "call-3" }));
    rendered = "node=writer&call=call-3";
    rerender();
    window.history.replaceState(null, "", "/runs/r-1?node=reader");
    expect(result.current.latest()).toMatchObject({ node: "reader", call: null });
  });

  it("follows Back and Forward: the URL they reach wins over the last push", () => {
    const { result } = renderAt("?node=writer");
    act(() => result.current.select({ node: "writer", call: "call-3" }));
    window.history.replaceState(null, "", "/runs/r-1?edge=a-%3Eb");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current.latest()).toMatchObject({ edge: "a->b", call: null });
  });
});
