import { describeFigure, failingFigures } from "./describe-figure";
import { lineLocator } from "@/lib/core/lines";
import { verdictCounts, type ReportSentence } from "@/lib/core/verdicts";
import type { AuditedReport } from "./audited-report";

// XML 1.0 cannot carry these at all, not even escaped; a report can (a stray control character).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;" };

const text = (value: string) => value.replace(NOT_XML, "\uFFFD").replace(/[&<>]/g, (c) => ENTITIES[c]);
// Parsers fold newlines and tabs in attributes into spaces unless they are character references.
const attribute = (value: string) => value.replace(NOT_XML, "\uFFFD").replace(/[&<>"'\n\r\t]/g, (c) => ENTITIES[c]);
const attributes = (values: Record<string, string | number>) => Object.entries(values).map(([name, value]) => ` ${name}="${attribute(String(value))}"`).join("");

const NAME_LENGTH = 160;

function caseName(sentence: ReportSentence, line: number): string {
  const flat = sentence.text.replace(/\s+/g, " ").trim();
  return `line ${line}: ${flat.length > NAME_LENGTH ? `${flat.slice(0, NAME_LENGTH - 1)}…` : flat}`;
}

function testCase(report: AuditedReport, sentence: ReportSentence, line: number): string {
  const open = `    <testcase${attributes({ name: caseName(sentence, line), classname: report.path, file: report.path, line })}`;
  if (sentence.verdict === "✓") return `${open}>\n      <system-out>${text(sentence.figures.map(describeFigure).join("\n"))}</system-out>\n    </testcase>`;
  if (sentence.verdict === "?") return `${open}>\n      <skipped${attributes({ message: "no checkable figure" })}/>\n    </testcase>`;
  const message = failingFigures(sentence.figures).map(describeFigure).join("; ");
  const details = [sentence.text, "", ...sentence.figures.map((figure) => `- ${describeFigure(figure)}`)].join("\n");
  return `${open}>\n      <failure${attributes({ type: "not-found", message })}>${text(details)}</failure>\n    </testcase>`;
}

/**
 * JUnit XML of an audited report: one test case per sentence, named by its report line; ✗ is a
 * failure whose message names each failing figure, the hop where its chain breaks and the nearest
 * candidate, ? is skipped, ✓ passes. CI servers (GitLab, Jenkins, GitHub test reporters) read it.
 */
export function junitXml(report: AuditedReport): string {
  const lineOf = lineLocator(report.text);
  const counts = verdictCounts(report.sentences);
  const totals = { tests: report.sentences.length, failures: counts["✗"], errors: 0, skipped: counts["?"] };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: "cairn audit", ...totals })}>`,
    `  <testsuite${attributes({ name: report.path, ...totals })}>`,
    ...report.sentences.map((sentence) => testCase(report, sentence, lineOf(sentence.start))),
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
