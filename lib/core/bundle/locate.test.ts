import { describe, expect, it } from "vitest";
import { locateBundle } from ".";
import { bundleErrorOf, filesOf } from "./test-fixtures";

const layoutOf = (files: Record<string, string>) => locateBundle(filesOf(files));
const errorOf = (files: Record<string, string>) => bundleErrorOf(() => layoutOf(files));

describe("locateBundle", () => {
  it("finds a manifest at the top, with the report and audit beside it", () => {
    const layout = layoutOf({
      "manifest.json": "{}",
      "report.md": "r",
      "research/manifest.json": "an artifact that happens to share the name",
      "audit/citations.jsonl": "",
      "audit/claims.jsonl": "",
      "audit/enforcement_log.jsonl": "",
      "audit/group_snapshot.json": "{}",
      "audit/cascade.json": "{}",
      "audit/nested/other.jsonl": "",
      ".audit_cache/research/output_summary.txt": "s",
    });
    expect(layout).toEqual({
      top: "",
      root: "",
      manifestPath: "manifest.json",
      reportPath: "report.md",
      audit: {
        claimLogs: ["audit/citations.jsonl", "audit/claims.jsonl"],
        enforcementLog: "audit/enforcement_log.jsonl",
        groupSnapshot: "audit/group_snapshot.json",
        cascade: "audit/cascade.json",
      },
      outputSummaryPaths: { research: ".audit_cache/research/output_summary.txt" },
    });
  });

  it("finds the bundle one folder down, inside the archive's own folder", () => {
    const layout = layoutOf({
      "clinical/report.txt": "r",
      "clinical/audit/enforcement_log.jsonl": "",
      "clinical/trace/manifest.json": "{}",
      "clinical/trace/a/tool_calls.jsonl": "",
      "__MACOSX/clinical/trace/._manifest.json": "",
    });
    expect(layout).toMatchObject({
      top: "clinical",
      root: "clinical/trace",
      manifestPath: "clinical/trace/manifest.json",
      reportPath: "clinical/report.txt",
      audit: { enforcementLog: "clinical/audit/enforcement_log.jsonl" },
    });
  });

  it("prefers the report at the top over one beside the manifest", () => {
    const layout = layoutOf({ "report.md": "top", "trace/manifest.json": "{}", "trace/report.md": "inner" });
    expect(layout.reportPath).toBe("report.md");
    expect(layoutOf({ "trace/manifest.json": "{}", "trace/report.txt": "inner" }).reportPath).toBe("trace/report.txt");
  });

  it("fails when there is no manifest", () => {
    const error = errorOf({ "report.md": "r", "a/b/manifest.json": "too deep" });
    expect(error.code).toBe("manifest_missing");
    expect(error.message).toBe("manifest.json: no manifest.json at the top of the bundle or one folder down");
  });

  it("fails when the archive holds several bundles", () => {
    const error = errorOf({ "a/manifest.json": "{}", "b/manifest.json": "{}", "notes.txt": "" });
    expect(error.code).toBe("several_bundles");
    expect(error.problem).toBe("archive holds several bundles: a/manifest.json, b/manifest.json");
  });
});
