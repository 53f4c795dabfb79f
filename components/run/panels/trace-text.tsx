"use client";

import { memo, useEffect, useMemo, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { TRACE_CHUNK_LINES, useTraceChunk, useTraceSearch } from "@/lib/client/run-view";
import { formatBytes, plural } from "../format";
import { SearchInput } from "../search-input";
import { ToggleButton } from "../toggle-button";
import { MatchMarks, literalMarks } from "./match-marks";
import { useWrapLines } from "./wrap-lines";

const LINE_HEIGHT = 20;

interface TraceTextProps {
  path: string;
  /** The lines that belong to the call being shown, tinted in the gutter. */
  range?: { start: number; end: number };
  /** A cited line: scrolled to when the text loads, and marked. */
  focusLine?: number;
  /** Text searched for when the text opens (e.g. an instruction-like span found in it). */
  initialQuery?: string;
}

/**
 * A trace file as flat monospace text (so the formatter's ASCII tables stay aligned), with a line
 * gutter. Lines are virtualised and fetched in chunks of TRACE_CHUNK_LINES as they scroll into
 * view; search runs on the server over the whole file and jumps between matching lines. Long lines
 * scroll sideways, or wrap when the reader turns Wrap on (remembered across texts); wrapped lines
 * are measured as they render, since their heights differ.
 */
export function TraceText({ path, range, focusLine, initialQuery = "" }: TraceTextProps) {
  const head = useTraceChunk(path, 0);
  const [query, setQuery] = useState(initialQuery);
  const q = useDebounced(query.trim(), 200);
  const search = useTraceSearch(path, q);
  const [wrap, setWrap] = useWrapLines();
  // The match being shown, remembered per query so a new query starts at its first match (or, for the query it opened with, at the focused line).
  const [cursor, setCursor] = useState({ q: "", index: 0 });
  const scroller = useRef<HTMLDivElement>(null);
  const totalLines = head.data?.totalLines ?? 0;
  const virtualizer = useVirtualizer({ count: totalLines, getScrollElement: () => scroller.current, estimateSize: () => LINE_HEIGHT, overscan: 20 });
  const found = search.data?.lines;
  const matches = useMemo(() => (q && found ? found : []), [q, found]);
  const current = cursor.q === q ? cursor.index : focusLine && q === initialQuery.trim() ? Math.max(0, matches.indexOf(focusLine)) : 0;
  useEffect(() => virtualizer.measure(), [wrap, virtualizer]);
  useEffect(() => {
    const line = matches[current];
    if (line) virtualizer.scrollToIndex(line - 1, { align: "center" });
  }, [matches, current, virtualizer]);
  useEffect(() => {
    if (focusLine && focusLine <= totalLines) virtualizer.scrollToIndex(focusLine - 1, { align: "center" });
  }, [focusLine, totalLines, virtualizer]);

  if (head.isPending) return <p className="p-3 text-sm text-zinc-500">Loading text…</p>;
  if (head.isError) return <p role="alert" className="p-3 text-sm text-red-700 dark:text-red-400">Could not load {path}: {head.error.message}</p>;

  const step = (delta: number) => {
    if (matches.length) setCursor({ q, index: (current + delta + matches.length) % matches.length });
  };
  return (
    <section data-testid="trace-text" data-path={path} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-1.5 text-xs dark:border-zinc-800">
        <span className="truncate font-mono text-zinc-600 dark:text-zinc-400" title={path}>
          {path}
        </span>
        <span className="shrink-0 text-zinc-500">
          {plural(totalLines, "line")} · {formatBytes(head.data.bytes)}
        </span>
        <SearchInput
          testId="trace-search"
          label="Search in this text"
          placeholder="Search  /"
          value={query}
          onChange={setQuery}
          onEnter={(backwards) => step(backwards ? -1 : 1)}
          className="ml-auto w-36 rounded py-0.5"
        />
        <ToggleButton
          data-testid="trace-wrap"
          pressed={wrap}
          title={wrap ? "Long lines wrap; click to scroll them sideways" : "Long lines scroll sideways; click to wrap them"}
          onClick={() => setWrap(!wrap)}
          className="shrink-0 rounded px-1.5 py-0.5"
        >
          Wrap
        </ToggleButton>
        {q && (
          <span className="shrink-0 tabular-nums text-zinc-500" aria-live="polite" data-testid="trace-search-count">
            {matches.length ? `${current + 1} / ${matches.length}${search.data?.truncated ? "+" : ""}` : "no match"}
          </span>
        )}
      </div>
      <div ref={scroller} className="min-h-0 flex-1 overflow-auto bg-zinc-50 font-mono text-xs dark:bg-zinc-950" data-testid="trace-lines" data-wrap={wrap ? "true" : "false"}>
        <div className={`relative ${wrap ? "w-full" : "min-w-max"}`} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <TraceLine
              key={row.index}
              measure={wrap ? virtualizer.measureElement : undefined}
              path={path}
              number={row.index + 1}
              top={row.start}
              wrap={wrap}
              query={q}
              current={matches[current] === row.index + 1}
              cited={focusLine === row.index + 1}
              inRange={range ? row.index + 1 >= range.start && row.index + 1 <= range.end : false}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

interface TraceLineProps {
  /** Wrapped lines report their height to the virtualizer. */
  measure: ((element: HTMLElement | null) => void) | undefined;
  wrap: boolean;
  path: string;
  number: number;
  top: number;
  query: string;
  current: boolean;
  cited: boolean;
  inRange: boolean;
}

const TraceLine = memo(function TraceLine({ measure, wrap, path, number, top, query, current, cited, inRange }: TraceLineProps) {
  const chunk = useTraceChunk(path, Math.floor((number - 1) / TRACE_CHUNK_LINES));
  const text = chunk.data?.lines[number - chunk.data.from];
  return (
    <div
      ref={measure}
      data-index={number - 1}
      data-testid="trace-line"
      data-line={number}
      data-cited={cited ? "true" : undefined}
      aria-current={cited ? "location" : undefined}
      className={`absolute left-0 flex w-full ${wrap ? "whitespace-pre-wrap break-all" : "whitespace-pre"} ${current ? "bg-yellow-100 dark:bg-yellow-900/40" : cited ? "bg-amber-100 font-semibold dark:bg-amber-900/50" : ""}`}
      style={{ top, minHeight: LINE_HEIGHT, height: wrap ? undefined : LINE_HEIGHT, lineHeight: `${LINE_HEIGHT}px` }}
    >
      <span
        aria-hidden
        data-testid="line-number"
        className={`sticky left-0 w-12 shrink-0 border-r pr-2 text-right select-none ${
          cited ? "border-amber-500 bg-amber-200 text-amber-900 dark:bg-amber-800 dark:text-amber-100" : inRange ? "border-blue-400 bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300" : "border-zinc-200 bg-zinc-100 text-zinc-400 dark:border-zinc-800 dark:bg-zinc-900"
        }`}
      >
        {number}
      </span>
      <span className="min-w-0 pl-3 pr-4 text-zinc-800 dark:text-zinc-200">{text === undefined ? <span className="text-zinc-400">…</span> : <MatchMarks text={text} marks={literalMarks(text, query)} />}</span>
    </div>
  );
});

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
