import { describe, expect, it } from "vitest";
import type { AuditSummary } from "@/lib/api";
import { defaultAuditOf } from "./audits";

const audit = (id: string, status: AuditSummary["status"]): AuditSummary => ({
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

describe("defaultAuditOf", () => {
  it("prefers an audit in progress over a newer finished one", () => {
    expect(defaultAuditOf([audit("new", "done"), audit("live", "running"), audit("old", "done")])?.id).toBe("live");
  });

  it("else shows the newest audit that finished, skipping cancelled and failed ones", () => {
    expect(defaultAuditOf([audit("cancelled", "cancelled"), audit("failed", "failed"), audit("done", "done")])?.id).toBe("done");
  });

  it("falls back to the newest audit, and to none", () => {
    expect(defaultAuditOf([audit("cancelled", "cancelled")])?.id).toBe("cancelled");
    expect(defaultAuditOf([])).toBeNull();
  });
});
