"use client";

import { useEffect, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useToolCalls } from "@/lib/client/run-view";
import { formatBytes, formatDuration } from "../format";

const ROW_HEIGHT = 36;

/** An agent's tool calls as a virtualised list; pages load as the end of what is loaded scrolls into view. */
export function ToolCallList({ agent, total, onOpen }: { agent: string; total: number; onOpen: (callId: string) => void }) {
  const calls = useToolCalls(agent, total > 0);
  const rows = calls.data?.pages.flatMap((page) => page.calls) ?? [];
  // The stored calls are the truth; the manifest's count only sizes the list until they arrive.
  const count = calls.data?.pages[0]?.total ?? total;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = calls;

  useEffect(() => {
    if (lastShown >= rows.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastShown, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (count === 0) return <p className="px-3 py-2 text-sm text-zinc-500">This agent made no tool calls.</p>;
  if (calls.isError) return <p role="alert" className="px-3 py-2 text-sm text-red-700 dark:text-red-400">Could not load tool calls: {calls.error.message}</p>;

  return (
    <div ref={scroller} className="max-h-80 overflow-auto" data-testid="tool-call-list">
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const call = rows[item.index];
          return (
            <li key={item.index} className="absolute left-0 w-full" style={{ top: item.start, height: ROW_HEIGHT }}>
              {call ? (
                <button
                  type="button"
                  data-testid="tool-call-row"
                  data-call={call.id}
                  onClick={() => onOpen(call.id)}
                  className="flex h-full w-full items-center gap-2 border-b border-zinc-100 px-3 text-left text-xs hover:bg-zinc-50 dark:border-zinc-900 dark:hover:bg-zinc-900"
                >
                  <span className="w-8 shrink-0 text-right tabular-nums text-zinc-400">#{call.seq}</span>
                  <span className="truncate font-mono font-medium">{call.tool}</span>
                  {call.status !== "ok" && (
                    <span className="rounded border border-orange-300 px-1 text-[10px] font-semibold text-orange-700 uppercase dark:border-orange-800 dark:text-orange-400">! {call.status}</span>
                  )}
                  <span className="ml-auto shrink-0 tabular-nums text-zinc-500">
                    {formatDuration(call.durationMs)} · {formatBytes(call.outputBytes)}
                  </span>
                </button>
              ) : (
                <div className="h-full animate-pulse border-b border-zinc-100 bg-zinc-50 dark:border-zinc-900 dark:bg-zinc-900" />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
