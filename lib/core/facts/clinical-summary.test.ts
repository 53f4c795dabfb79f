import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { TextLines } from "../lines";
import { splitSentences } from "../sentences";
import { extractFacts, matchesFact, sourceNumberSearch, tableHeaderAbove, type Fact } from ".";

/**
 * The mechanical auditor's path over a real bundle: split the report, extract each sentence's
 * facts, search the trace files with ripgrep for each fact's pattern, and keep the hits that
 * `matchesFact` accepts. Ground truth is fixtures/bundles/README.md.
 */
const bundle = fixtureBundle("clinical_summary");
const report = readFileSync(join(bundle, "report.md"), "utf8");
const sentences = splitSentences(report);

interface Hit {
  file: string;
  line: number;
  text: string;
}

/** Hits for `fact` in the trace files (those matching `glob`, if given), as ripgrep finds and matchesFact confirms them. */
function supportingHits(fact: Fact, glob?: string): Hit[] {
  let output = "";
  const filter = glob ? ["--glob", glob] : [];
  try {
    output = execFileSync("rg", ["--no-heading", "-n", "-i", ...filter, "-e", sourceNumberSearch(fact).pattern, join(bundle, "trace")], { encoding: "utf8" });
  } catch {
    return []; // rg exits 1 when nothing matches
  }
  const fileLines = new Map<string, TextLines>();
  return output.trim().split("\n").flatMap((row) => {
    const [, file, lineNumber, text] = /^(.*?):(\d+):(.*)$/.exec(row)!;
    if (!fileLines.has(file)) fileLines.set(file, new TextLines(readFileSync(file, "utf8")));
    const tableHeader = tableHeaderAbove(fileLines.get(file)!, Number(lineNumber) - 1);
    const match = matchesFact(fact, text, { tableHeader });
    return match ? [{ file: relative(join(bundle, "trace"), file), line: Number(lineNumber), text: match.text }] : [];
  }).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line); // rg output order is not guaranteed
}

const sentenceContaining = (fragment: string) => sentences.find((s) => s.text.includes(fragment))!;
const factsOf = (fragment: string) => extractFacts(sentenceContaining(fragment).text);
const inCalls = (fact: Fact) => supportingHits(fact, "**/calls/*.txt");

describe("clinical_summary: supported sentences have a fact found in the tool-call traces", () => {
  it.each([
    ["3,533 participants", ["3,533", "24%"]],
    ["hazard ratio 0.76", ["0.76", "0.66", "0.88"]],
    ["3.4 years", ["3.4"]],
    ["4.49 percentage points", ["22"]],
    ["11.2%", ["11.2%", "3.1%"]],
    ["49.6% vs 53.8%", ["49.6%", "53.8%"]],
  ])("%s", (fragment, expectedFound) => {
    const sentence = fragment === "hazard ratio 0.76" ? "hazard ratio was 0.76" : fragment;
    const found = factsOf(sentence).filter((f) => inCalls(f).length > 0).map((f) => f.text);
    expect(found).toEqual(expectedFound);
  });

  it("cites the exact source lines", () => {
    const [participants, reduction] = factsOf("3,533 participants");
    expect(inCalls(participants)).toEqual([
      { file: "literature/calls/0000_search_pubmed.txt", line: 11, text: "3533" },
      { file: "literature/calls/0001_fetch_abstract.txt", line: 8, text: "3,533" },
    ]);
    expect(inCalls(reduction).map((h) => h.text)).toEqual(["24%"]);
    const [, patients] = factsOf("about 22 patients");
    expect(inCalls(patients)).toEqual([{ file: "stats/calls/0000_compute_arr.txt", line: 11, text: "22.3" }]);
  });

  it("4.49 percentage points is in the stats summary but not in the raw 0.0448", () => {
    const [arr] = factsOf("4.49 percentage points");
    expect(inCalls(arr)).toEqual([]);
    expect(supportingHits(arr, "**/summary.md").map((h) => h.file)).toContain("stats/summary.md");
  });
});

describe("clinical_summary: fabricated figures are found nowhere in the trace, summaries included", () => {
  it.each([["All-cause mortality fell by 31%"], ["28 countries"]])("%s", (fragment) => {
    const facts = factsOf(fragment);
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) {
      expect(inCalls(fact)).toEqual([]);
      expect(supportingHits(fact)).toEqual([]);
    }
  });
});
