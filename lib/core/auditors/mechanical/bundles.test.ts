/**
 * End to end on real bundles: the clinical_summary sample (written by audit-fence) and the demo
 * run, audited report-against-traces, checked against their ground truth.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { equityResearchGroundTruth } from "@/lib/demo";
import { verifySearchMatch } from "../../matching";
import { MemorySearchBackend } from "../../search";
import { auditSentences, type ReportSentence } from "../../verdicts";
import { audit } from "./test-helpers";

const SAMPLE = fixtureBundle("clinical_summary");
const DEMO = join(__dirname, "../../../demo/equity-research");

/** Every flat-text and Markdown file under `root`, keyed by its path relative to it, except `skip`. */
function traceFiles(root: string, skip: (path: string) => boolean = () => false): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const relativePath = relative(root, path);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(txt|md)$/.test(name) && !skip(relativePath)) files[relativePath] = readFileSync(path, "utf8");
    }
  };
  walk(root);
  return files;
}

function verdictOf(verdicts: ReportSentence[], fragment: string): ReportSentence {
  const verdict = verdicts.find((candidate) => candidate.text.includes(fragment));
  if (!verdict) throw new Error(`no sentence holds ${JSON.stringify(fragment)}`);
  return verdict;
}

describe("clinical_summary sample: report.md against every trace file", () => {
  const sourceFiles = traceFiles(join(SAMPLE, "trace"));
  const report = readFileSync(join(SAMPLE, "report.md"), "utf8");

  it("finds the supported sentences and flags the two fabricated ones (samples/README ground truth)", async () => {
    const outcome = await audit(report, sourceFiles);
    const verdicts = auditSentences(report, { fence: "trace->report", claims: outcome.claims });
    for (const fragment of ["3,533 participants", "hazard ratio was 0.76 (95% CI 0.66 to 0.88)", "3.4 years", "4.49 percentage points", "11.2% of treated", "(49.6% vs 53.8%)"]) {
      expect(verdictOf(verdicts, fragment).verdict, fragment).toBe("✓");
    }
    expect(verdictOf(verdicts, "All-cause mortality fell by 31%").verdict).toBe("✗");
    expect(verdictOf(verdicts, "28 countries").verdict).toBe("✗");
    expect(verdictOf(verdicts, "Semaglutide in diabetic kidney disease").verdict).toBe("?");
    expect(outcome.rejections).toEqual([]);
  });

  it("cites evidence a fresh search accepts, with the line it names", async () => {
    const outcome = await audit(report, sourceFiles);
    const backend = new MemorySearchBackend(Object.entries(sourceFiles));
    const found = outcome.claims.filter((claim) => claim.finding === "found");
    expect(found.length).toBeGreaterThanOrEqual(12);
    for (const claim of found) {
      const output = backend.search(String(claim.metadata.pattern), claim.search_file);
      expect(verifySearchMatch(claim.evidence, output).ok, claim.evidence).toBe(true);
      expect(claim.evidence.startsWith(`${claim.search_file}:${claim.search_line}:`)).toBe(true);
      expect(sourceFiles[claim.search_file].split("\n")[claim.search_line - 1]).toContain(claim.raw_value);
    }
    // The hazard ratio is in the trial results and quoted in the fetched abstract: either is a true source.
    const hazardRatio = found.find((claim) => claim.claim === "0.76")!;
    expect([
      ["trial_data/calls/0000_get_trial_results.txt", "get_trial_results"],
      ["literature/calls/0001_fetch_abstract.txt", "fetch_abstract"],
    ]).toContainEqual([hazardRatio.search_file, hazardRatio.source_tool]);
  });
});

describe("demo run: report.md against the bundle's trace files", () => {
  // The writer's draft is the report itself: against it every sentence would trivially be found.
  const sourceFiles = traceFiles(join(DEMO, "trace"), (path) => path === "writer/draft.md");
  const report = readFileSync(join(DEMO, "report.md"), "utf8");

  it("flags every fabricated sentence and no supported one (goal: ≥95% and ≤5%)", async () => {
    const verdicts = auditSentences(report, { fence: "trace->report", claims: (await audit(report, sourceFiles)).claims });
    const flagged = (label: string) => equityResearchGroundTruth.filter((truth) => truth.label === label && verdictOf(verdicts, truth.fragment).verdict === "✗");
    const count = (label: string) => equityResearchGroundTruth.filter((truth) => truth.label === label).length;
    expect(flagged("fabricated").length / count("fabricated")).toBeGreaterThanOrEqual(0.95);
    expect(flagged("supported").length / count("supported")).toBeLessThanOrEqual(0.05);
    expect(flagged("fabricated")).toHaveLength(count("fabricated"));
    expect(flagged("supported")).toEqual([]);
    for (const truth of equityResearchGroundTruth.filter((entry) => entry.label === "no-facts")) expect(verdictOf(verdicts, truth.fragment).verdict).toBe("?");
  });
});
