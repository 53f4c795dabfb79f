import { describeFigure, failingFigures } from "./describe-figure";
import { lineLocator } from "@/lib/core/lines";
import { verdictCounts } from "@/lib/core/verdicts";
import type { AuditedReport } from "./audited-report";

// GitHub's workflow command encoding: a message may not hold line breaks or %, a property value
// also not the ":" and "," that delimit properties.
const data = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const property = (value: string) => data(value).replace(/:/g, "%3A").replace(/,/g, "%2C");

function command(name: string, properties: Record<string, string | number>, message: string): string {
  const list = Object.entries(properties).map(([key, value]) => `${key}=${property(String(value))}`).join(",");
  return `::${name} ${list}::${data(message)}`;
}

/**
 * GitHub Actions annotations: an error at the report line (to the sentence's last line) of every
 * ✗ sentence, naming its failing figures, then one notice with the totals. Printed to stdout, the
 * runner turns them into annotations on the pull request's files.
 */
export function githubAnnotations(report: AuditedReport): string[] {
  const lineOf = lineLocator(report.text);
  const errors = report.sentences
    .filter((sentence) => sentence.verdict === "✗")
    .map((sentence) => {
      const line = lineOf(sentence.start);
      const endLine = lineOf(Math.max(sentence.start, sentence.end - 1));
      const where = { file: report.path, line, ...(endLine > line ? { endLine } : {}), title: "Cairn: figure not supported" };
      return command("error", where, `${failingFigures(sentence.figures).map(describeFigure).join("; ")}\n${sentence.text.trim()}`);
    });
  const counts = verdictCounts(report.sentences);
  const totals = `${report.sentences.length} sentences: ${counts["✓"]} ✓ supported, ${counts["✗"]} ✗ not supported, ${counts["?"]} ? nothing checkable`;
  return [...errors, command("notice", { file: report.path, title: "Cairn audit" }, totals)];
}
