"use client";

import { useEffect, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRunAccess } from "@/lib/client/run-access";
import { useToolCalls } from "@/lib/client/run-view";
import { formatBytes, formatDuration } from "../format";
import { useRememberedPlace } from "./remembered-place";

const ROW_HEIGHT = 48;

interface ToolCallListProps {
  agent: string;
  /** Only this tool's calls; null for all. */
  tool: string | null;
  /** How many calls the list holds before the first page says (the manifest's count). */
  total: number;
  onOpen: (callId: string) => void;
}

/**
 * An agent's tool calls as a virtualised list, each row with its input on a second line; pages
 * load as the end of what is loaded scrolls into view. The scroll offset and the call last opened
 * are remembered per list, so coming Back finds the list where it was left, that call marked.
 */
export function ToolCallList({ agent, tool, total, onOpen }: ToolCallListProps) {
  const calls = useToolCalls(agent, tool, total > 0);
  const rows = calls.data?.pages.flatMap((page) => page.calls) ?? [];
  // The stored calls are the truth; the manifest's count only sizes the list until they arrive.
  const count = calls.data?.pages[0]?.total ?? total;
  const scroller = useRef<HTMLDivElement>(null);
  const { initial, rememberOffset, rememberOpened } = useRememberedPlace(JSON.stringify(["tool-calls", useRunAccess().api, agent, tool]));
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialOffset: initial.offset,
    onChange: (instance) => {
      if (!instance.isScrolling) return;
      rememberOffset(instance.scrollOffset ?? 0);
    },
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = calls;

  useEffect(() => {
    if (lastShown >= rows.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastShown, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (count === 0) return <p className="px-3 py-2 text-sm text-zinc-500">{tool ? `No ${tool} calls.` : "This agent made no tool calls."}</p>;
  if (calls.isError) return <p role="alert" className="px-3 py-2 text-sm text-red-700 dark:text-red-400">Could not load tool calls: {calls.error.message}</p>;

  return (
    <div ref={scroller} className="max-h-96 overflow-auto" data-testid="tool-call-list" data-total={count}>
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const call = rows[item.index];
          const opened = call?.id === initial.opened;
          return (
            <li key={item.index} className="absolute left-0 w-full" style={{ top: item.start, height: ROW_HEIGHT }}>
              {call ? (
                <button
                  type="button"
                  data-testid="tool-call-row"
                  data-call={call.id}
                  data-tool={call.tool}
                  aria-current={opened ? "true" : undefined}
                  onClick={() => {
                    rememberOpened(call.id);
                    onOpen(call.id);
                  }}
                  className={`flex h-full w-full flex-col justify-center gap-0.5 border-b border-zinc-100 px-3 text-left text-xs hover:bg-zinc-50 dark:border-zinc-900 dark:hover:bg-zinc-900 ${opened ? "bg-blue-50 shadow-[inset_3px_0_0] shadow-blue-500 dark:bg-blue-950" : ""}`}
                >
                  <span className="flex w-full items-center gap-2">
                    <span className="w-8 shrink-0 text-right tabular-nums text-zinc-400">#{call.seq}</span>
                    <span className="truncate font-mono font-medium">{call.tool}</span>
                    {call.status !== "ok" && (
                      <span className="rounded border border-orange-300 px-1 text-[10px] font-semibold text-orange-700 uppercase dark:border-orange-800 dark:text-orange-400">! {call.status}</span>
                    )}
                    <span className="ml-auto shrink-0 tabular-nums text-zinc-500">
                      {formatDuration(call.durationMs)} · {formatBytes(call.outputBytes)}
                    </span>
                  </span>
                  <span data-testid="tool-call-input" className="truncate pl-10 font-mono text-[11px] text-zinc-500" title={call.inputPreview}>
                    {call.inputPreview || "no input"}
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
