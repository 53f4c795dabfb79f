"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

/** Whose view of a run this is: its owner's, or a share link holder's. */
export type RunSource = { kind: "owner"; runId: string } | { kind: "share"; token: string };

/**
 * The one thing that decides how a run is seen. Every read of the run goes to `api` (the owner
 * API or the share link's read-only API, which answer the same paths with the same shapes), and
 * `ownerRunId` is what a control needs to change anything: null on a share link, so no control
 * can be built there.
 */
export interface RunAccess {
  source: RunSource;
  api: string;
  ownerRunId: string | null;
  readOnly: boolean;
}

export function runAccess(source: RunSource): RunAccess {
  return source.kind === "owner"
    ? { source, api: `/api/runs/${encodeURIComponent(source.runId)}`, ownerRunId: source.runId, readOnly: false }
    : { source, api: `/api/share/${encodeURIComponent(source.token)}`, ownerRunId: null, readOnly: true };
}

/** The owner API of a run, for the owner's writes (they refresh what its reads cached). */
export const ownerApi = (runId: string) => runAccess({ kind: "owner", runId }).api;

const RunAccessContext = createContext<RunAccess | null>(null);

export function RunAccessProvider({ source, children }: { source: RunSource; children: ReactNode }) {
  // A server render hands in a new source object each time; the access changes only with its kind and id.
  const { kind } = source;
  const id = source.kind === "owner" ? source.runId : source.token;
  const access = useMemo(() => runAccess(kind === "owner" ? { kind, runId: id } : { kind, token: id }), [kind, id]);
  return <RunAccessContext value={access}>{children}</RunAccessContext>;
}

/** The run access of the page; the run page's components and the hooks they call read through it. */
export function useRunAccess(): RunAccess {
  const access = useContext(RunAccessContext);
  if (!access) throw new Error("useRunAccess needs a <RunAccessProvider> around the run page.");
  return access;
}
