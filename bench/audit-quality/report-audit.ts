import type { AuditTask } from "@/lib/core/cascade";

const TRACE = "trace/";

/**
 * The report of a bundle (path → bytes) as one audit, the way lib/core/auditors/mechanical's
 * bundles.test.ts runs it: report.md against every flat-text and Markdown file of the trace,
 * except the writer's own copy of the report (against it every sentence would trivially match).
 */
export function reportAuditTask(files: ReadonlyMap<string, Uint8Array>): AuditTask {
  const decoder = new TextDecoder();
  const reportBytes = files.get("report.md");
  if (!reportBytes) throw new Error("the bundle has no report.md");
  const report = decoder.decode(reportBytes);
  const sourceFiles: Record<string, string> = {};
  for (const [path, bytes] of files) {
    if (!path.startsWith(TRACE) || !/\.(txt|md)$/.test(path)) continue;
    const text = decoder.decode(bytes);
    if (text !== report) sourceFiles[path.slice(TRACE.length)] = text;
  }
  return {
    fence: "trace->report",
    kind: "edge",
    sources: ["trace"],
    target: "report",
    documentKind: "final_document",
    document: report,
    documentPath: "report.md",
    sourceFiles,
    sourceOrigins: { trace: "traces" },
    status: "ready",
  };
}
