import { describe, expect, it } from "vitest";
import { describeVerdicts, reviewDay } from "./describe";

describe("describeVerdicts", () => {
  it("puts the reviewer's verdict beside the auditor's", () => {
    expect(describeVerdicts({ auditor: "not-found", reviewer: { kind: "accept", reason: null, reviewer: "Ana", at: "2026-12-02T23:30:00.000Z" } })).toBe("auditor ✗ · reviewer ✓ accepted by Ana, 2 Dec 2026");
    expect(describeVerdicts({ auditor: "found", reviewer: { kind: "reject", reason: "wrong-period", reviewer: "Bo", at: "2026-01-09T08:00:00.000Z" } })).toBe("auditor ✓ · reviewer ✗ rejected (wrong period) by Bo, 9 Jan 2026");
  });

  it("says only the auditor's verdict before anyone judged", () => {
    expect(describeVerdicts({ auditor: "unchecked", reviewer: null })).toBe("auditor ?");
  });

  it("dates in UTC", () => {
    expect(reviewDay("2026-12-31T23:59:59.000Z")).toBe("31 Dec 2026");
  });
});
