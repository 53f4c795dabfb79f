"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";

/**
 * What the run page shows lives in the URL so any view can be linked, reloaded and stepped back
 * through: `?node=` an agent, `?edge=A->B` an edge, `?call=` a tool call of the node, `?file=`
 * an artifact of the node (`&find=` text searched in it, `&line=` a line scrolled to and marked;
 * both also open a call's text that way), `&tool=` the node's call list filtered to one tool,
 * `?panel=report` the final report, `&claim=` a claim whose chain is open beside it,
 * `?panel=search&find=` the run's search results (`&regex=1` for a regex), and `?audit=` the audit shown.
 */
export interface RunSelection {
  node: string | null;
  edge: string | null;
  call: string | null;
  file: string | null;
  find: string | null;
  /** 1-based line of the open call or file, scrolled to and marked. */
  line: number | null;
  tool: string | null;
  panel: "report" | "search" | null;
  /** `find` is a regex (the run search's). */
  regex: boolean;
  claim: string | null;
  /** The audit whose verdicts the page shows; null means the page's default audit. */
  audit: string | null;
}

const KEYS = ["node", "edge", "call", "file", "find", "line", "tool", "panel", "regex", "claim", "audit"] as const;
const PANELS = ["report", "search"] as const;

export function readRunSelection(params: URLSearchParams): RunSelection {
  return {
    node: params.get("node"),
    edge: params.get("edge"),
    call: params.get("call"),
    file: params.get("file"),
    find: params.get("find"),
    line: positiveInteger(params.get("line")),
    tool: params.get("tool"),
    // A claim's chain opens beside the report, so `?claim=` alone (a share link's deep link) opens both.
    panel: params.has("claim") ? "report" : (PANELS.find((panel) => panel === params.get("panel")) ?? null),
    regex: params.get("regex") === "1",
    claim: params.get("claim"),
    audit: params.get("audit"),
  };
}

export function selectionSearch(selection: Partial<RunSelection>): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = selection[key];
    if (value === true) params.set(key, "1");
    else if (value) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * What Escape leaves open: a claim's chain closes back to the report, a call or file back to its
 * node's list, anything else closes.
 */
export function escapeSelection(selection: RunSelection): Partial<RunSelection> {
  if (selection.panel === "report" && selection.claim) return { panel: "report" };
  if (selection.call || selection.file) return { node: selection.node, tool: selection.tool };
  return {};
}

function positiveInteger(text: string | null): number | null {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The current selection and a `select` that pushes a new history entry (so Back undoes it).
 * `select` replaces what is open but keeps the audit shown unless `audit` is given.
 * The entry is pushed through the browser's history, which Next keeps its search params in step
 * with, not router.push: a selection is the page's own state, and a router navigation would
 * render the page again on the server (and count a share link's view once per click).
 *
 * `latest()` is the selection a key handler acts on: the one `select` pushed last, until the page
 * has rendered it or Back or Forward moved away. Not the render's: Next hands a pushed entry's
 * params to the page a render later. Nor the URL's: Next's router writes each state it commits
 * back over the current entry, so a commit lagging behind two quick pushes (Enter, then Escape, on
 * a slow machine) puts an older selection in the URL for a moment.
 */
export function useRunSelection() {
  const params = useSearchParams();
  const pathname = usePathname();
  const search = params.toString();
  const selection = useMemo(() => readRunSelection(new URLSearchParams(search)), [search]);
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (pushed.current === search) pushed.current = null;
  }, [search]);
  useEffect(() => {
    const forget = () => {
      pushed.current = null;
    };
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);
  const latest = useCallback(() => readRunSelection(new URLSearchParams(pushed.current ?? window.location.search)), []);
  const select = useCallback(
    (next: Partial<RunSelection>) => {
      const search = selectionSearch({ audit: latest().audit, ...next });
      pushed.current = search.slice(1);
      window.history.pushState(null, "", `${pathname}${search}`);
    },
    [pathname, latest],
  );
  return { selection, select, latest };
}
