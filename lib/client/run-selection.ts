"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * What the run page shows lives in the URL so any view can be linked, reloaded and stepped back
 * through: `?node=` an agent, `?edge=A->B` an edge, `?call=` a tool call of the node, `?file=`
 * an artifact of the node, `?panel=report` the final report.
 */
export interface RunSelection {
  node: string | null;
  edge: string | null;
  call: string | null;
  file: string | null;
  panel: "report" | null;
}

const KEYS = ["node", "edge", "call", "file", "panel"] as const;

export function readRunSelection(params: URLSearchParams): RunSelection {
  return {
    node: params.get("node"),
    edge: params.get("edge"),
    call: params.get("call"),
    file: params.get("file"),
    panel: params.get("panel") === "report" ? "report" : null,
  };
}

export function selectionSearch(selection: Partial<RunSelection>): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = selection[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The current selection and a `select` that pushes a new history entry (so Back undoes it). */
export function useRunSelection() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const selection = useMemo(() => readRunSelection(new URLSearchParams(params.toString())), [params]);
  const select = useCallback(
    (next: Partial<RunSelection>) => router.push(`${pathname}${selectionSearch(next)}`, { scroll: false }),
    [router, pathname],
  );
  return { selection, select };
}
