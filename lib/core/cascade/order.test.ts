import { describe, expect, it } from "vitest";
import { auditCost, auditOrder } from "./order";
import type { AuditTask } from "./types";

const task = (fence: string, document: string, sourceFiles: Record<string, string>, status: AuditTask["status"] = "ready") =>
  ({ fence, document, sourceFiles, status }) as AuditTask;

describe("auditCost", () => {
  it("is the document's length weighted by 1 + its sources' MB / 2", () => {
    expect(auditCost(task("a->b", "x".repeat(100), { a: "1".repeat(1_000_000), b: "2".repeat(1_000_000) }))).toBe(200);
    expect(auditCost(task("a->b", "x".repeat(100), {}))).toBe(100);
  });
});

describe("auditOrder", () => {
  it("puts tasks with nothing to audit first, in plan order, then ready ones longest first", () => {
    const tasks = [
      task("short", "x".repeat(10), {}),
      task("nothing", "", {}, "no-output"),
      task("long", "x".repeat(1000), {}),
      task("cycle", "", {}, "error"),
      task("middle", "x".repeat(100), {}),
    ];
    expect(auditOrder(tasks).map((index) => tasks[index].fence)).toEqual(["nothing", "cycle", "long", "middle", "short"]);
  });

  it("weighs a short document over large sources above a longer one over small sources, and keeps the plan's order on ties", () => {
    const tasks = [
      task("grounding", "x".repeat(150), { "a/calls/0.txt": "1".repeat(10) }),
      task("fan-in", "x".repeat(100), { "a/calls/0.txt": "1".repeat(4_000_000) }),
      task("tie", "x".repeat(150), { "b/calls/0.txt": "1".repeat(10) }),
    ];
    expect(auditOrder(tasks).map((index) => tasks[index].fence)).toEqual(["fan-in", "grounding", "tie"]);
  });
});
