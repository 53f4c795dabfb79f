import type { AuditTask } from "../cascade";

/** A ready edge audit of `document` against `sourceFiles`, as planCascade would hand it over. */
export function auditTask(document: string, sourceFiles: Record<string, string>): AuditTask {
  return {
    fence: "research->writer",
    kind: "edge",
    sources: ["research"],
    target: "writer",
    documentKind: "node_output",
    document,
    documentPath: "writer/draft.md",
    sourceFiles,
    sourceOrigins: { research: "output" },
    status: "ready",
  };
}
