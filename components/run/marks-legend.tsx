"use client";

import type { ReactNode } from "react";
import type { EdgeProvenanceKind } from "@/lib/api/provenance";
import { VerdictBadge } from "@/components/verdict/verdict-badge";
import { OVERRIDE_BADGE_COLOURS, STALE_OPACITY, STATUS_STYLES, VERDICT_ORDER, VERDICT_STYLES, type EdgeDisplayStatus, type VerdictWord } from "@/lib/core/verdict-style";
import { LEGEND_ORDER } from "./graph/edge-status";
import { ProvenanceBadge } from "./provenance/provenance-badge";
import { PROVENANCE_STYLES } from "./provenance/provenance-style";

/** What each status on an edge (and a node's ring) says about the hop. */
const STATUS_MEANINGS: Record<EdgeDisplayStatus, string> = {
  pass: "Every checkable figure this hop passed on was found in its sources.",
  fail: "At least one figure was not found in this hop's sources; the edge's panel lists which.",
  empty: "The hop's document held nothing checkable (no figure to trace). Not a failure.",
  "no-output": "The agent wrote nothing, so there was nothing to audit.",
  error: "The audit of this hop could not finish; its panel gives the error.",
  running: "Being audited now; it recolours when done.",
  queued: "Waiting its turn in the audit that is running.",
  "not-audited": "No audit shown covers this hop.",
};

/** What each sentence verdict of the report says. */
const VERDICT_MEANINGS: Record<VerdictWord, string> = {
  found: "Every figure's chain ends on a tool call line. Solid underline.",
  "not-found": "A figure, or the chain behind it, was not found; its chain says at which hop it breaks. Wavy underline.",
  unchecked: "Nothing checkable: no figure, or only figures the auditor cannot check. Dotted underline.",
  "not-audited": "No audit has run on the report yet.",
};

const PROVENANCE_ORDER = Object.keys(PROVENANCE_STYLES) as EdgeProvenanceKind[];

function EdgeSwatch({ status, stale = false }: { status: EdgeDisplayStatus; stale?: boolean }) {
  const style = STATUS_STYLES[status];
  return (
    <span className="inline-flex items-center gap-1.5" style={{ opacity: stale ? STALE_OPACITY : 1 }}>
      <svg width="28" height="10" aria-hidden>
        <line x1="1" y1="5" x2="27" y2="5" stroke={style.stroke} strokeWidth={style.strokeWidth} strokeDasharray={style.dash} />
      </svg>
      <span className="rounded px-1 text-[11px] font-semibold text-white" style={{ backgroundColor: status === "not-audited" ? "#71717a" : style.stroke }}>
        {style.icon} {style.label}
        {stale ? " · stale" : ""}
      </span>
    </span>
  );
}

function Row({ mark, meaning, testId }: { mark: ReactNode; meaning: string; testId: string }) {
  return (
    <li className="grid grid-cols-[9.5rem_1fr] items-baseline gap-2" data-testid={testId}>
      <span>{mark}</span>
      <span className="text-zinc-600 dark:text-zinc-400">{meaning}</span>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      <ul className="space-y-1">{children}</ul>
    </section>
  );
}

/**
 * Every mark the run view draws and what it means: edge statuses (and node rings), sentence
 * verdicts, provenance badges, the ⚠ instruction marker, stale colours and a reviewer's overrides. Built from
 * the same style data the marks are drawn from, so the legend cannot drift from the drawing.
 */
export function MarksLegend() {
  return (
    <details className="relative" data-testid="marks-legend">
      <summary className="cursor-pointer list-none rounded-md border border-zinc-300 px-2 py-1 text-xs font-medium select-none hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900" data-testid="open-legend">
        Legend
      </summary>
      <div role="group" aria-label="What the marks mean" data-testid="marks-legend-body" className="absolute top-full left-0 z-20 mt-1 max-h-[75vh] w-[34rem] max-w-[90vw] space-y-3 overflow-y-auto rounded-md border border-zinc-200 bg-white p-3 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-950">
        <Section title="Edges and node rings: the hop's audit">
          {LEGEND_ORDER.map((status) => (
            <Row key={status} testId={`legend-status-${status}`} mark={<EdgeSwatch status={status} />} meaning={STATUS_MEANINGS[status]} />
          ))}
          <Row testId="legend-mark-stale" mark={<EdgeSwatch status="pass" stale />} meaning="Faded, '· stale': the previous audit's colour, kept while the audit now running has not reached this hop." />
          <Row
            testId="legend-mark-edge-overrides"
            mark={
              <span className="rounded-full border px-1.5 text-[11px] font-semibold" style={{ backgroundColor: OVERRIDE_BADGE_COLOURS.fill, borderColor: OVERRIDE_BADGE_COLOURS.stroke, color: OVERRIDE_BADGE_COLOURS.text }}>
                ✎2
              </span>
            }
            meaning="Beside an edge's status: that many verdicts on the hop were overridden by a reviewer; its panel shows each review."
          />
          <Row testId="legend-mark-label" mark={<span className="text-zinc-500">edge label</span>} meaning="Click a label (or the line) to open that edge's audit: its claims, evidence and rejections." />
        </Section>
        <Section title="Report sentences">
          {VERDICT_ORDER.map((verdict) => (
            <Row key={verdict} testId={`legend-verdict-${verdict}`} mark={<VerdictBadge verdict={verdict} />} meaning={VERDICT_MEANINGS[verdict]} />
          ))}
        </Section>
        <Section title="Provenance: how an upstream's output crossed the hop">
          {PROVENANCE_ORDER.map((kind) => (
            <Row key={kind} testId={`legend-provenance-${kind}`} mark={<ProvenanceBadge kind={kind} warning={false} />} meaning={PROVENANCE_STYLES[kind].explanation} />
          ))}
          <Row testId="legend-provenance-raw-warning" mark={<ProvenanceBadge kind="raw" warning />} meaning="Raw, and the upstream holds instruction-like text: an injection could steer this agent." />
        </Section>
        <Section title="Other marks">
          <Row
            testId="legend-mark-injection"
            mark={<span className="rounded-full border border-red-700 bg-red-600 px-1.5 text-[11px] font-bold text-white">⚠ 2</span>}
            meaning="On a node: that many spans of instruction-like text in the agent's outputs or tool outputs; its panel lists them."
          />
          <Row testId="legend-mark-cited" mark={<span className="rounded bg-amber-100 px-1 font-mono dark:bg-amber-900">line 9</span>} meaning="In a tool call's flat text: the line a chain cites." />
          <Row
            testId="legend-mark-overridden"
            mark={
              <span className="font-semibold">
                <span className={VERDICT_STYLES["not-found"].tone}>auditor ✗</span> · <span className={VERDICT_STYLES.found.tone}>reviewer ✓</span>
              </span>
            }
            meaning="Overridden: a reviewer's verdict replaced the auditor's, which stays beside it; counts say how many were overridden."
          />
        </Section>
      </div>
    </details>
  );
}
