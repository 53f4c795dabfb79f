import type { CascadeResult } from "@/lib/core/cascade";
import { fanInAttribution } from "@/lib/core/verdicts";
import { describeFigure, failingFigures, type AuditedReport } from "./ci";
import { lineLocator } from "@/lib/core/lines";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The report's sentences as a reviewer reads them: ✓ with the tool call file and line each
 * figure ends on, ✗ with the failing figures, the hop where each chain breaks and the nearest
 * candidate, ? alone.
 */
export function printSentences(report: AuditedReport): void {
  const lineOf = lineLocator(report.text);
  console.log(report.path);
  for (const sentence of report.sentences) {
    console.log(`  ${sentence.verdict} line ${lineOf(sentence.start)}: ${flat(sentence.text)}`);
    const shown = sentence.verdict === "✗" ? failingFigures(sentence.figures) : sentence.verdict === "✓" ? sentence.figures.filter((figure) => figure.source) : [];
    for (const figure of shown) console.log(`      ${describeFigure(figure)}`);
  }
  console.log("");
}

/** One row per audit: status and counts; under a merged fan-in, what each upstream supplied and its own status. */
export function printHops(cascade: CascadeResult): void {
  const width = Math.max(5, ...cascade.results.map((result) => result.fence.length));
  const count = (value: number, size: number) => String(value).padStart(size);
  console.log(`${"audit".padEnd(width)}  status     found  not-found  unchecked  rejections`);
  for (const result of cascade.results) {
    const counts = `${count(result.found, 5)}  ${count(result.notFound, 9)}  ${count(result.unchecked, 9)}  ${count(result.rejections.length, 10)}`;
    console.log(`${result.fence.padEnd(width)}  ${result.status.padEnd(9)}  ${counts}${result.error ? `  ${result.error}` : ""}`);
    if (result.leaves) console.log(`  out of the subgraph${result.leaves.length > 1 ? "s" : ""} ${result.leaves.join(", ")} into ${result.target}`);
    for (const part of fanInAttribution(result) ?? []) {
      const failed = part.failed.length ? `; not found: ${part.failed.map((claim) => `"${claim}"`).join(", ")}` : "";
      console.log(`  from ${part.source}: ${part.status}, ${part.found} found, ${part.notFound} not found${failed}`);
    }
  }
}
