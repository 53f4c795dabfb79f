import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { githubAnnotations } from "./github";
import { junitXml } from "./junit";
import type { AuditedReport } from "./audited-report";

export { auditedReport, type AuditedReport } from "./audited-report";
export { describeFigure, failingFigures } from "./describe-figure";
export { junitXml } from "./junit";
export { githubAnnotations } from "./github";

const NO_REPORT: AuditedReport = { path: "report", text: "", sentences: [] };

/** `--junit FILE` and `--format github`: where CI shows each report sentence's verdict. */
export function emitCiReports(report: AuditedReport | null, options: { junit?: string; format?: string }): void {
  if (options.junit) {
    mkdirSync(path.dirname(path.resolve(options.junit)), { recursive: true });
    writeFileSync(options.junit, junitXml(report ?? NO_REPORT));
  }
  if (options.format === "github") {
    if (!report) console.log("::warning title=Cairn audit::the bundle has no final report to annotate");
    else for (const line of githubAnnotations(report)) console.log(line);
  }
}
