"use client";

import { useEffect, useRef, useState } from "react";
import type { RunSearchDto } from "@/lib/api/run-search";
import { useRunAccess } from "@/lib/client/run-access";
import { useRunSearch, useRunSearchCorpus } from "@/lib/client/run-search";
import { formatBytes, plural } from "../format";
import { MatchMarks } from "./match-marks";
import { PanelFrame } from "./panel-frame";
import { useRememberedPlace } from "./remembered-place";

export interface RunSearchHit {
  agent: string;
  callId: string;
  line: number;
}

interface RunSearchPanelProps {
  q: string;
  regex: boolean;
  onSearch: (q: string, regex: boolean) => void;
  /** Opens the call's flat text at the hit's line. */
  onOpenLine: (hit: RunSearchHit) => void;
  onClose: () => void;
}

/** "Search this run": every tool call's flat text, results grouped by agent and call, each line opening the call at it. */
export function RunSearchPanel({ q, regex, onSearch, onOpenLine, onClose }: RunSearchPanelProps) {
  const search = useRunSearch(q, regex);
  const corpus = useRunSearchCorpus().data;
  const { initial, rememberOffset, rememberOpened } = useRememberedPlace(JSON.stringify(["run-search", useRunAccess().api, q, regex]));
  const results = useRef<HTMLDivElement>(null);
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !search.data || !results.current) return;
    restored.current = true;
    results.current.scrollTop = initial.offset;
  }, [search.data, initial.offset]);

  return (
    <PanelFrame
      testId="run-search-panel"
      title="Search this run"
      subtitle={corpus ? `the flat text of ${plural(corpus.calls, "tool call")} (${formatBytes(corpus.bytes)})` : "every tool call's flat text"}
      onClose={onClose}
    >
      <RunSearchForm key={`${q}\u0000${regex}`} q={q} regex={regex} onSearch={onSearch} />
      {search.isError && (
        <p role="alert" data-testid="run-search-error" className="px-4 py-3 text-sm text-red-700 dark:text-red-400">
          {search.error.message}
        </p>
      )}
      {search.isPending && q && <p className="px-4 py-3 text-sm text-zinc-500">Searching…</p>}
      {search.data && (
        <div ref={results} onScroll={(event) => rememberOffset(event.currentTarget.scrollTop)} className="min-h-0 flex-1 overflow-y-auto" data-testid="run-search-results">
          <RunSearchResults
            answer={search.data}
            opened={initial.opened}
            onOpen={(hit) => {
              rememberOpened(`${hit.callId}:${hit.line}`);
              onOpenLine(hit);
            }}
          />
        </div>
      )}
    </PanelFrame>
  );
}

/** The hits of one search by agent, then call, then line; a line's button opens the call at it. */
export function RunSearchResults({ answer, opened, onOpen }: { answer: RunSearchDto; opened: string | null; onOpen: (hit: RunSearchHit) => void }) {
  return (
    <>
      <Summary answer={answer} />
      {answer.agents.map((group) => (
        <section key={group.agent} data-testid="run-search-agent" data-agent={group.agent} className="border-b border-zinc-100 py-2 dark:border-zinc-900">
          <h3 className="px-4 pb-1 text-xs font-semibold">
            {group.agent} <span className="font-normal text-zinc-500">· {plural(group.calls.length, "call")}</span>
          </h3>
          <ul>
            {group.calls.map((call) => (
              <li key={call.callId} data-testid="run-search-call" data-call={call.callId} className="px-4 py-1">
                <p className="font-mono text-xs text-zinc-600 dark:text-zinc-400">
                  #{call.seq} {call.tool}
                </p>
                <ul>
                  {call.lines.map((hit) => {
                    const current = opened === `${call.callId}:${hit.line}`;
                    return (
                      <li key={hit.line}>
                        <button
                          type="button"
                          data-testid="run-search-line"
                          data-line={hit.line}
                          aria-current={current ? "true" : undefined}
                          onClick={() => onOpen({ agent: group.agent, callId: call.callId, line: hit.line })}
                          className={`flex w-full gap-2 rounded px-1 text-left font-mono text-[11px] hover:bg-zinc-100 dark:hover:bg-zinc-900 ${current ? "bg-blue-50 dark:bg-blue-950" : ""}`}
                        >
                          <span className="w-10 shrink-0 text-right text-zinc-400 tabular-nums">{hit.line}</span>
                          <span className="min-w-0 break-all whitespace-pre-wrap">
                            <MatchMarks text={hit.text} marks={hit.marks} />
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Summary({ answer }: { answer: RunSearchDto }) {
  const calls = answer.agents.reduce((sum, group) => sum + group.calls.length, 0);
  return (
    <p className="px-4 py-2 text-xs text-zinc-500" data-testid="run-search-summary" data-matches={answer.matches} aria-live="polite">
      {answer.matches === 0
        ? "No tool call's text matches."
        : `${plural(answer.matches, "line")}${answer.truncated ? " (the first; more match)" : ""} in ${plural(calls, "call")} of ${plural(answer.agents.length, "agent")}`}
    </p>
  );
}

function RunSearchForm({ q, regex, onSearch }: { q: string; regex: boolean; onSearch: (q: string, regex: boolean) => void }) {
  const [text, setText] = useState(q);
  const [asRegex, setAsRegex] = useState(regex);
  return (
    <form
      role="search"
      className="flex items-center gap-2 border-b border-zinc-200 px-4 py-2 text-xs dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSearch(text.trim(), asRegex);
      }}
    >
      <input
        type="search"
        data-testid="run-search-query"
        aria-label="Search every tool call's text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-w-0 flex-1 rounded border border-zinc-300 bg-transparent px-2 py-1 text-sm dark:border-zinc-700"
      />
      <label className="flex items-center gap-1 text-zinc-600 dark:text-zinc-400">
        <input type="checkbox" data-testid="run-search-regex" checked={asRegex} onChange={(event) => setAsRegex(event.target.checked)} />
        regex
      </label>
      <button type="submit" className="rounded border border-zinc-300 px-2 py-1 font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
        Search
      </button>
    </form>
  );
}
