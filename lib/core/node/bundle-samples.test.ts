import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { citationsJsonl, enforcementLogJsonl, parseCitations, parseEnforcementLog, parseFlatText, readBundle, resolveRef } from "../bundle";
import { readBundleDir } from "./bundle-dir";

/** Real bundles written by audit-fence v0.9 (see their README); the .zip twins belong to the archive reader. */
const SAMPLES = ["clinical_summary", "minimal_pipeline"];

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

describe("sample bundles", () => {
  describe.each(SAMPLES)("%s", (sample) => {
    const load = async () => readBundle(await readBundleDir(fixtureBundle(sample)));

    it("parses without warnings, with counts equal to its manifest", async () => {
      const bundle = await load();
      expect(bundle.warnings).toEqual([]);
      const totals = bundle.manifest.totals!;
      const calls = bundle.agents.flatMap((agent) => agent.toolCalls);
      const callTexts = bundle.agents.flatMap((agent) => Object.values(agent.callTexts));
      expect(bundle.agents).toHaveLength(totals.agents!);
      expect(calls).toHaveLength(totals.tool_calls!);
      expect(calls.filter((call) => call.record.status === "error")).toHaveLength(totals.errors!);
      expect(bundle.agents.reduce((sum, agent) => sum + agent.artifacts.length, 0)).toBe(totals.artifacts);
      expect(callTexts.reduce((sum, text) => sum + utf8Length(text), 0)).toBe(totals.trace_bytes);
      expect(bundle.report?.text).toMatch(/\S/);
    });

    it("resolves every output_file to a flat text file that agrees with its record", async () => {
      const bundle = await load();
      for (const agent of bundle.agents) {
        for (const { record, tracePath } of agent.toolCalls) {
          const text = agent.callTexts[tracePath];
          expect(text, tracePath).toBeDefined();
          expect(utf8Length(text)).toBe(record.output_bytes);
          expect(text.split("\n")).toHaveLength(record.line_range[1]);
          expect(parseFlatText(text)).toMatchObject({
            seq: record.seq,
            tool: record.tool,
            agent: agent.name,
            status: record.status,
            bodyKind: record.error === null ? "output" : "error",
          });
          expect(resolveRef(bundle, tracePath, record.line_range[1])).toEqual(record);
        }
      }
    });
  });

  describe("clinical_summary audit files", () => {
    const auditFile = (name: string) => readFileSync(fixtureBundle(`clinical_summary/audit/${name}`), "utf8");

    it("reads the audit records the README describes", async () => {
      const bundle = readBundle(await readBundleDir(fixtureBundle("clinical_summary")));
      expect(bundle.layout).toMatchObject({ top: "", root: "trace", reportPath: "report.md" });
      expect(bundle.audit.claims.map((claim) => claim.record.finding)).toEqual(["found", "not-found"]);
      expect(bundle.audit.rejections.map((rejection) => rejection.fence)).toEqual([
        "r2_report",
        "r2_report",
        "r2_report",
        "r2_report",
        "unsearched",
      ]);
      expect(Object.keys(bundle.audit.groupSnapshot!.fences)).toContain("r2_report");
      expect(bundle.agents.find((agent) => agent.name === "trial_data")!.toolCalls[2].record.error).toContain("sk-aaaa");
    });

    it("writes citations back byte for byte", () => {
      const text = auditFile("citations.jsonl");
      expect(citationsJsonl(parseCitations(text, "citations.jsonl").entries.map((entry) => entry.record))).toBe(text);
    });

    it("keeps every rejection field and fence through read → write → read", () => {
      const first = parseEnforcementLog(auditFile("enforcement_log.jsonl"), "enforcement_log.jsonl").entries;
      const second = parseEnforcementLog(enforcementLogJsonl(first), "rewritten.jsonl");
      expect(second.warnings).toEqual([]);
      expect(second.entries).toEqual(first);
    });

    it("keeps every claim field and fence through read → write → read", () => {
      const first = parseCitations(auditFile("citations.jsonl"), "citations.jsonl").entries;
      const second = parseCitations(citationsJsonl(first.map((entry) => entry.record), { fence: "r2_report" }), "claims.jsonl");
      expect(second.entries).toEqual(first.map((entry) => ({ ...entry, fence: "r2_report" })));
    });
  });
});
