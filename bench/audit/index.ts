/**
 * Audit speed: the mechanical auditor on a 200-sentence report over a ≥ 60 MB trace (generated,
 * research-bundle.ts). Two figures: the full cascade (readBundle → cascadeInputFromBundle →
 * planCascade → runCascade: the fan-in edge, writer → report, one grounding audit per agent) and
 * the single audit of report.md against every trace file. The cascade runs in this process, then on
 * the audit threads as the server runs it (lib/server/audit-threads). Goals: the report audit under 2.5 s
 * (issue 11), the cascade under 1 s (issue 16). Claims per second are claims recorded / wall time.
 * Baseline: reading the trace once (the bundle read as the cascade reads it, every call text's
 * characters tested once), what any audit of this data must pay; the cascade's ratio says how far it
 * is from as fast as the data allows.
 */
import { loadavg } from "node:os";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { cascadeInputFromBundle, planCascade, runCascade } from "@/lib/core/cascade";
import { splitSentences } from "@/lib/core/sentences";
import { auditSentences } from "@/lib/core/verdicts";
import { createThreadedMechanicalAuditor } from "@/lib/server/audit-threads";
import { reportAuditTask } from "../audit-quality/report-audit";
import { benchResult, withRatio, type BenchResult } from "../lib/result";
import { AUDIT_BUNDLE, generateResearchBundle, readResearchBundle } from "./research-bundle";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const RUNS = 3;

/** The trace read once: read as the cascade reads it (call files decoded in batches), every call text's characters tested (digits counted, so the loop is not optimised away). */
function readOnce(files: ReadonlyMap<string, Uint8Array>): number {
  let digits = 0;
  for (const agent of readResearchBundle(files).agents) {
    for (const text of Object.values(agent.callTexts)) {
      for (let at = 0; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (code >= 48 && code <= 57) digits++;
      }
    }
  }
  return digits;
}

/**
 * Wall time, this process's CPU time, which other processes on a shared machine do not inflate as
 * much, and the pages it touched for the first time (minor faults, every thread's): on a VM that
 * hands freed pages back to its host each costs ~11 µs (lib/tooling/malloc-policy.ts), and a
 * process's second run pays for the memory its first still held uncollected.
 */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; cpuMs: number; freshPages: number; value: T }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const faults = process.resourceUsage().minorPageFault;
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, freshPages: process.resourceUsage().minorPageFault - faults, value };
}

/** Each run's wall time, with its fresh pages in thousands. */
const runsOf = (runs: { ms: number; freshPages: number }[]) => runs.map((entry) => `${Math.round(entry.ms)} (${(entry.freshPages / 1000).toFixed(1)} k)`).join(", ");

export async function run(): Promise<BenchResult> {
  const { files, fabricated } = generateResearchBundle(AUDIT_BUNDLE);
  const traceBytes = [...files].filter(([path]) => path.startsWith("trace/")).reduce((sum, [, bytes]) => sum + bytes.length, 0);
  // A fresh auditor per run, as the server makes one per audit: nothing it kept from a run serves the next.
  const cascades = [];
  const planMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    cascades.push(
      await timed(async () => {
        const planned = await timed(async () => planCascade(cascadeInputFromBundle(readResearchBundle(files))));
        planMs.push(planned.ms);
        return runCascade(planned.value, createMechanicalAuditor());
      }),
    );
  }
  // The server's path: the same cascade on the process's audit threads (a fresh auditor per run; the threads start in the first).
  const threaded = [];
  for (let i = 0; i < RUNS; i++) {
    const auditor = createThreadedMechanicalAuditor();
    threaded.push(await timed(() => runCascade(planCascade(cascadeInputFromBundle(readResearchBundle(files))), auditor)));
    auditor.close?.();
  }
  const readings = [];
  for (let i = 0; i < RUNS; i++) readings.push(await timed(async () => readOnce(files)));
  const readMs = median(readings.map((entry) => entry.ms));

  const cascade = cascades[0].value;
  const cascadeClaims = cascade.results.reduce((sum, result) => sum + result.claims.length, 0);
  const cascadeMs = median(cascades.map((entry) => entry.ms));

  const task = reportAuditTask(files);
  const reports = [];
  for (let i = 0; i < RUNS; i++) reports.push(await timed(() => createMechanicalAuditor().audit(task, {})));
  const reportOutcome = reports[0].value;
  const reportMs = median(reports.map((entry) => entry.ms));
  const notFound = reportOutcome.claims.filter((claim) => claim.finding === "not-found").length;
  const flagged = new Set(auditSentences(task.document, { fence: task.fence, claims: reportOutcome.claims }).filter((sentence) => sentence.verdict === "✗").map((sentence) => sentence.text));
  const madeUpFlagged = fabricated.filter((sentence) => flagged.has(sentence)).length;

  return benchResult(
    "audit",
    [
      { metric: "trace size", value: traceBytes / 1024 ** 2, unit: "MB" },
      { metric: "report sentences", value: splitSentences(task.document).filter((sentence) => !sentence.text.startsWith("Findings") && !sentence.text.startsWith("Regional")).length, unit: "sentences" },
      { metric: "reading the trace once (baseline, median of 3)", value: readMs, unit: "ms" },
      withRatio({ metric: "full cascade time (median of 3)", value: cascadeMs, unit: "ms", baseline: readMs, goal: "< 1000 ms (issue 16)" }),
      { metric: "full cascade CPU time (median)", value: median(cascades.map((entry) => entry.cpuMs)), unit: "ms" },
      { metric: "of which readBundle + planCascade (median)", value: median(planMs), unit: "ms" },
      withRatio({ metric: "full cascade on the audit threads, the server's path (median of 3)", value: median(threaded.map((entry) => entry.ms)), unit: "ms", baseline: readMs, goal: "< 1000 ms (issue 16)" }),
      { metric: "full cascade claims", value: cascadeClaims, unit: "claims" },
      { metric: "full cascade throughput", value: (cascadeClaims / cascadeMs) * 1000, unit: "claims/s" },
      { metric: "report audit time (median of 3)", value: reportMs, unit: "ms", goal: "< 2500 ms (issue 11)" },
      { metric: "report audit CPU time (median)", value: median(reports.map((entry) => entry.cpuMs)), unit: "ms" },
      { metric: "report audit claims", value: reportOutcome.claims.length, unit: "claims" },
      { metric: "report audit throughput", value: (reportOutcome.claims.length / reportMs) * 1000, unit: "claims/s" },
    ],
    [
      `cascade: ${cascade.results.map((result) => `${result.fence} ${result.status} (${result.found} found / ${result.notFound} not-found / ${result.unchecked} unchecked)`).join("; ")}`,
      `report audit: ${notFound} not-found claims; ${madeUpFlagged} of the ${fabricated.length} sentences with a made-up figure flagged, ${flagged.size - madeUpFlagged} others`,
      `load average ${loadavg().map((load) => load.toFixed(1)).join(" / ")} (1 / 5 / 15 min) at the end; runs in ms (fresh pages): cascade ${runsOf(cascades)}; on the audit threads ${runsOf(threaded)}; report ${runsOf(reports)}`,
    ],
  );
}
