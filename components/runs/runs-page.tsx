"use client";

import { useState } from "react";
import { useRunList } from "@/lib/client";
import { DropZone } from "./drop-zone";
import { RunTable } from "./run-table";

export function RunsPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const runs = useRunList(page, q.trim());
  const list = runs.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Runs</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Each run is one trace bundle: its agents, tool calls, report and audits.</p>
        </div>
        <input
          type="search"
          aria-label="Search runs by name"
          placeholder="Search by name"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
          className="w-64 rounded-md border border-zinc-300 bg-transparent px-3 py-1.5 text-sm dark:border-zinc-700"
        />
      </div>

      <div className="mt-6">
        <DropZone />
      </div>

      <section className="mt-6" aria-live="polite">
        {runs.isPending && <p className="text-sm text-zinc-500">Loading runs…</p>}
        {runs.isError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            Could not load runs: {runs.error.message}
          </p>
        )}
        {list && list.total === 0 && (
          <div className="rounded-lg border border-dashed border-zinc-300 p-12 text-center dark:border-zinc-700">
            <h2 className="font-medium">{q ? `No runs match “${q}”.` : "No runs yet."}</h2>
            {!q && <p className="mt-1 text-sm text-zinc-500">Nothing has been ingested into this database. Drop a bundle above to start.</p>}
          </div>
        )}
        {list && list.total > 0 && (
          <>
            <RunTable runs={list.runs} />
            <nav className="mt-4 flex items-center justify-between text-sm text-zinc-600 dark:text-zinc-400" aria-label="Pagination">
              <span>
                {list.total} run{list.total === 1 ? "" : "s"} · page {list.page} of {pages}
              </span>
              <span className="flex gap-2">
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded border px-2 py-1 disabled:opacity-40 dark:border-zinc-700">
                  Previous
                </button>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="rounded border px-2 py-1 disabled:opacity-40 dark:border-zinc-700">
                  Next
                </button>
              </span>
            </nav>
          </>
        )}
      </section>
    </main>
  );
}
