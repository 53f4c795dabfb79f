import { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { runCli } from "../cli";
import { EXIT } from "../errors";
import { smallBundle, SUPPORTED_REPORT, zipBundle } from "../testing/small-bundle";
import { cliSession } from "../testing/cli-session";

const { dir, file, stdout, stderr } = cliSession("cairn-baseline-");

// The small bundle's report has one ✗ sentence ("$210"); its supported variant only the ✓ one.
let bundle: string;
let sameAudit: string;
let supportedAudit: string;
beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  bundle = file("small.zip", zipBundle(smallBundle()));
  await runCli(["audit", bundle, "--out", path.join(dir, "same")]);
  await runCli(["audit", file("supported.zip", zipBundle(smallBundle(SUPPORTED_REPORT))), "--out", path.join(dir, "supported")]);
  sameAudit = path.join(dir, "same", "claims.jsonl");
  supportedAudit = path.join(dir, "supported", "claims.jsonl");
  vi.restoreAllMocks();
});

const audit = (...options: string[]) => runCli(["audit", bundle, "--out", path.join(dir, "out"), ...options]);

describe("cairn audit --baseline", () => {
  it("passes --fail-on new-not-found when the ✗ sentence was ✗ in the baseline too, where --fail-on not-found fails", async () => {
    expect(await audit("--baseline", sameAudit, "--fail-on", "new-not-found")).toBe(EXIT.ok);
    const diff = stdout.slice(stdout.findIndex((line) => line.startsWith("against the baseline")));
    expect(diff).toEqual([
      `against the baseline ${sameAudit}`,
      "  sentences: 4 matched by text, 0 by position, 0 unmatched (0 only in the baseline, 0 only now)",
      "  0 sentences changed verdict",
      "  0 figures appeared, 0 disappeared",
      "  0 edges flipped",
      "  no sentence became ✗",
    ]);
    expect(await audit("--baseline", sameAudit, "--fail-on", "not-found")).toBe(EXIT.failed);
  });

  it("exits 1 with --fail-on new-not-found when a sentence became ✗, and prints the figures and edges that changed", async () => {
    expect(await audit("--baseline", supportedAudit, "--fail-on", "new-not-found")).toBe(EXIT.failed);
    const diff = stdout.slice(stdout.findIndex((line) => line.startsWith("against the baseline")));
    expect(diff).toContain("  1 sentence changed verdict");
    expect(diff).toContain("    ? → ✗ line 4: Analysts expect $210 within a year.");
    expect(diff).toContain('    + writer->report: "$210" (not-found)');
    expect(diff).toContain("    writer->report: pass → fail");
    expect(diff.at(-1)).toBe("  1 sentence became ✗ that was not ✗ in the baseline");
  });

  it("puts the same diff in --json, read from an audit zip (claims.jsonl and cascade.json under audit/)", async () => {
    const zip = file("audit.zip", zipSync({ "audit/claims.jsonl": readFileSync(supportedAudit), "audit/cascade.json": readFileSync(path.join(dir, "supported", "cascade.json")), "reviews.jsonl": strToU8("") }));
    expect(await audit("--baseline", zip, "--json", "--fail-on", "new-not-found")).toBe(EXIT.failed);
    const { baseline } = JSON.parse(stdout[0]);
    expect(baseline.baseline).toBe(zip);
    expect(baseline.sentences.changed).toEqual([{ base: expect.objectContaining({ index: 2, verdict: "unchecked" }), head: expect.objectContaining({ index: 2, verdict: "not-found" }) }]);
    expect(baseline.edges.flipped).toEqual([{ fence: "writer->report", base: "pass", head: "fail" }]);
    expect(baseline.newNotFound.map((sentence: { text: string }) => sentence.text)).toEqual(["Analysts expect\n$210 within a year."]);
  });

  it("refuses a baseline it cannot read before auditing, naming the file, line and problem (exit 2)", async () => {
    const lines = readFileSync(sameAudit, "utf8").split("\n");
    const broken = file("broken.jsonl", [lines[0], '{"claim": 4', ...lines.slice(1)].join("\n"));
    expect(await audit("--baseline", broken)).toBe(EXIT.usage);
    expect(stderr.at(-1)).toMatch(new RegExp(`^cairn audit: --baseline ${broken}: line 2: `));
    const noClaims = file("no-claims.zip", zipSync({ "notes.txt": strToU8("hello") }));
    expect(await audit("--baseline", noClaims)).toBe(EXIT.usage);
    expect(stderr.at(-1)!.split("\n")[0]).toBe(`cairn audit: --baseline ${noClaims}: holds no claims.jsonl (an audit zip has audit/claims.jsonl)`);
    expect(await audit("--baseline", path.join(dir, "missing.jsonl"))).toBe(EXIT.usage);
    expect(stderr.at(-1)!.split("\n")[0]).toBe(`cairn audit: --baseline ${path.join(dir, "missing.jsonl")}: cannot be read (ENOENT)`);
    expect(await audit("--fail-on", "new-not-found")).toBe(EXIT.usage);
    expect(stderr.at(-1)!.split("\n")[0]).toBe("cairn audit: --fail-on new-not-found needs --baseline FILE: the audit a sentence was not ✗ in");
    expect(stdout.filter((line) => line.startsWith("against the baseline"))).toEqual([]);
  });
});
