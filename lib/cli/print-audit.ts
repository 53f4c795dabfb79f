import type { CascadeResult } from "@/lib/core/cascade";
import { describeFigure, failingFigures, type AuditedReport } from "./ci";
import { lineLocator } from "./ci/lines";

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

/** One row per audit: status and counts. */
export function printHops(cascade: CascadeResult): void {
  const width = Math.max(5, ...cascade.results.map((result) => result.fence.length));
  console.log(`${"audit".padEnd(width)}  status     found  not-found  unchecked  rejections`);
  for (const result of cascade.results) {
    console.log(
      `${result.fence.padEnd(width)}  ${result.status.padEnd(9)}  ${String(result.found).padStart(5)}  ${String(result.notFound).padStart(9)}  ${String(result.unchecked).padStart(9)}  ${String(result.rejections.length).padStart(10)}${result.error ? `  ${result.error}` : ""}`,
    );
  }
}
