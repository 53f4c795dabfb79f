import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { PyFloat, parsePyJson } from "../python";
import { MemoryFileSink, Snapshot } from ".";

// Re-creates the sample bundles that audit-fence itself wrote (fixtures/bundles) from their
// recorded inputs plus reconstructed outputs, and compares every file byte for byte.

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** isoformat() → epoch seconds with the microseconds (parseIsoTimestamp keeps only milliseconds). */
function isoToEpochMicros(iso: string): number {
  const [, whole, fraction = ""] = /^(.{19})(\.\d+)?\+00:00$/.exec(iso)!;
  return Date.parse(`${whole}Z`) / 1000 + Number(`0${fraction}`);
}

interface SampleEntry {
  seq: number;
  tool: string;
  agent: string;
  input: unknown;
  timestamp: number;
  status: "ok" | "error";
  error?: string;
}

/** A Snapshot whose clock the test moves to each recorded timestamp before writing. */
function replay(root: string, manifestFile: string) {
  const manifest = JSON.parse(readFileSync(path.join(root, manifestFile), "utf8"));
  let clock = isoToEpochMicros(manifest.created);
  const sink = new MemoryFileSink();
  const snap = new Snapshot("bundle", sink, { sessionId: manifest.session_id, now: () => clock });
  const entries = (agent: string): SampleEntry[] =>
    readFileSync(path.join(root, agent, "tool_calls.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => parsePyJson(line) as SampleEntry);
  /** Moves the clock to when the sample wrote call `seq` of `agent`. */
  const clockAt = (agent: string, seq: number) => {
    const entry = entries(agent)[seq];
    clock = entry.timestamp;
    return entry;
  };
  /** Records the sample's call `seq` of `agent` with the given output; durations were float 0.0. */
  const recordCall = (agent: string, seq: number, output: unknown) => {
    const entry = clockAt(agent, seq);
    snap.record(agent, entry.tool, entry.input, output, new PyFloat(0), entry.status, entry.error);
  };
  const saveArtifact = (agent: string, filename: string) =>
    snap.saveArtifact(agent, readFileSync(path.join(root, agent, filename), "utf8"), filename);
  const finalize = () => {
    clock = isoToEpochMicros(manifest.finalized);
    snap.finalize();
  };
  const expectSameFiles = (files: string[]) => {
    expect(sink.paths().map((p) => p.slice("bundle/".length)).sort()).toEqual([...files].sort());
    for (const file of files) {
      // Compared as text first for a readable diff, then as bytes.
      expect(sink.readText(`bundle/${file}`), file).toBe(readFileSync(path.join(root, file), "utf8"));
      expect(Buffer.from(sink.read(`bundle/${file}`)!).equals(readFileSync(path.join(root, file))), file).toBe(true);
    }
  };
  return { snap, clockAt, recordCall, saveArtifact, finalize, expectSameFiles };
}

describe("byte-identical re-creation of audit-fence's sample bundles", () => {
  it("clinical_summary: tables, nested dicts, strings, non-ASCII, a redacted error, <lambda>, manifest", () => {
    const root = fixtureBundle("clinical_summary/trace");
    const { snap, recordCall, saveArtifact, finalize, expectSameFiles } = replay(root, "manifest.json");

    recordCall("literature", 0, [
      { pmid: "38811201", title: "Semaglutide and kidney outcomes in type 2 diabetes", year: 2024, n: 3533 },
      { pmid: "37950011", title: "Once-weekly GLP-1 agonists: a meta-analysis", year: 2023, n: 28140, doi: "dropped" },
      { pmid: "36620944", title: "Cardiovascular safety of incretin therapies", year: 2022, n: 9340 },
    ]);
    recordCall(
      "literature",
      1,
      "In this randomized trial of 3,533 participants with type 2 diabetes and chronic kidney disease, " +
        "semaglutide reduced the risk of major kidney disease events by 24% (hazard ratio 0.76; 95% CI, " +
        "0.66 to 0.88; P=0.0003) over a median follow-up of 3.4 years.",
    );
    recordCall("trial_data", 0, {
      trial: "FLOW",
      arms: { treatment: { n: 1767, events: 331 }, placebo: { n: 1766, events: 410 } },
      primary_endpoint: { hazard_ratio: 0.76, ci_low: 0.66, ci_high: 0.88, p_value: 0.0003 },
      median_follow_up_years: 3.4,
      sponsor: "Novo Nordisk",
    });
    recordCall("trial_data", 1, [
      { event: "nausea", treatment_pct: 11.2, placebo_pct: 3.1 },
      { event: "serious adverse events", treatment_pct: 49.6, placebo_pct: 53.8 },
      { event: "discontinuation", treatment_pct: 13.2, placebo_pct: 11.9 },
    ]);
    recordCall("trial_data", 2, null);
    recordCall("stats", 0, {
      treatment_rate: 0.1873,
      placebo_rate: 0.2322,
      absolute_risk_reduction: 0.0448,
      number_needed_to_treat: 22.3,
    });
    recordCall("stats", 1, "Überprüft: Werte in Prozent — 数据已核对 ✓");
    for (const agent of ["literature", "trial_data", "stats", "synthesizer"]) saveArtifact(agent, "summary.md");
    recordCall("writer", 0, "formatted");
    snap.declareDependency("synthesizer", ["literature", "trial_data", "stats"]);
    snap.declareDependency("writer", "synthesizer");
    finalize();

    expectSameFiles(listFiles(root));
  });

  it("minimal_pipeline: a recorded dict output, a captured <lambda>, an artifact, the manifest", () => {
    const root = fixtureBundle("minimal_pipeline");
    const { snap, clockAt, recordCall, saveArtifact, finalize, expectSameFiles } = replay(root, "manifest.json");

    recordCall("research", 0, { ticker: "ACME", price: 187.42, currency: "USD" });
    saveArtifact("research", "notes.md");
    const upper = snap.capture("writer", ({ s }: { s: string }) => s.toUpperCase());
    clockAt("writer", 0);
    expect(upper({ s: "ok" })).toBe("OK");
    snap.declareDependency("writer", "research");
    finalize();

    // report.md sits beside the snapshot but was written by the pipeline, not by the Snapshot.
    expectSameFiles(listFiles(root).filter((file) => file !== "report.md"));
  });
});
