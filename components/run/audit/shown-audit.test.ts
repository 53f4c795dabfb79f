import { describe, expect, it } from "vitest";
import type { AuditSummaryDto } from "@/lib/api/audits";
import { defaultAuditId, graphEdgeResults } from "./shown-audit";

const audit = (id: string, status: AuditSummaryDto["status"]): AuditSummaryDto => ({
  id,
  status,
  usage: {},
  kind: "cascade",
  auditor: "mechanical",
  model: null,
  progressDone: 0,
  progressTotal: 0,
  claimCount: 0,
  allPassed: null,
  error: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  startedAt: null,
  finishedAt: null,
});

describe("defaultAuditId", () => {
  it("prefers an audit in progress over a newer finished one", () => {
    expect(defaultAuditId([audit("new", "done"), audit("live", "running"), audit("old", "done")])).toBe("live");
  });

  it("else shows the newest audit that finished, skipping cancelled and failed ones", () => {
    expect(defaultAuditId([audit("cancelled", "cancelled"), audit("failed", "failed"), audit("done", "done")])).toBe("done");
  });

  it("falls back to the newest audit, and to none", () => {
    expect(defaultAuditId([audit("cancelled", "cancelled")])).toBe("cancelled");
    expect(defaultAuditId([])).toBeNull();
  });
});

describe("graphEdgeResults", () => {
  it("keeps known statuses and shows an unknown one as an error", () => {
    const base = { fence: "a->b", sources: ["a"], target: "b", documentKind: "node_output", claims: 1, found: 1, notFound: 0, unchecked: 0, rejections: 0, error: null };
    expect(graphEdgeResults([{ ...base, id: "1", status: "fail" }, { ...base, id: "2", status: "exploded" }]).map((result) => result.status)).toEqual(["fail", "error"]);
  });
});
