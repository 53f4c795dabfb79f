"use client";

import { useEffect, useState } from "react";
import type { GraphLayout, LayoutInput } from "./layout";
import type { LayoutResponse } from "./layout.worker";

type LayoutState = { input: LayoutInput; layout: GraphLayout | null; error: string | null };

/** Lays the graph out in a module worker so ELK never blocks pans, zooms or typing. */
export function useGraphLayout(input: LayoutInput): { layout: GraphLayout | null; error: string | null } {
  const [state, setState] = useState<LayoutState>({ input, layout: null, error: null });

  useEffect(() => {
    const worker = new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" });
    // One worker per input: terminating it on change drops any answer for a stale input.
    worker.onmessage = (event: MessageEvent<LayoutResponse>) => {
      setState("layout" in event.data ? { input, layout: event.data.layout, error: null } : { input, layout: null, error: event.data.error });
    };
    worker.onerror = (event) => setState({ input, layout: null, error: event.message || "The layout worker failed to start." });
    worker.postMessage(input);
    return () => worker.terminate();
  }, [input]);

  // A layout computed for a previous input is stale: show none until the new one arrives.
  return state.input === input ? { layout: state.layout, error: state.error } : { layout: null, error: null };
}
