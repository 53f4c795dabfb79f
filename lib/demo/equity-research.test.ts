import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBundleDir } from "@/lib/core/node";
import { readBundle } from "@/lib/core/bundle";
import { splitSentences } from "@/lib/core/sentences";
import { buildEquityResearchBundle, DEMO_BUNDLE_DIR, equityResearchGroundTruth } from ".";

describe("the demo bundle", () => {
  const generated = buildEquityResearchBundle();

  it("is committed exactly as the generator writes it (regenerate with lib/tooling/generate-demo.ts)", () => {
    for (const [file, bytes] of generated) {
      expect(readFileSync(path.join(process.cwd(), DEMO_BUNDLE_DIR, file)), file).toEqual(Buffer.from(bytes));
    }
  });

  it("is a realistic fan-in pipeline with enough calls of every output kind", async () => {
    const bundle = readBundle(await readBundleDir(path.join(process.cwd(), DEMO_BUNDLE_DIR)));
    expect(bundle.warnings).toEqual([]);
    expect(bundle.agents.map((agent) => agent.name)).toEqual(["fundamental", "technical", "macro", "synthesizer", "writer"]);
    expect(bundle.dependencies.synthesizer).toEqual(["fundamental", "technical", "macro"]);
    const calls = bundle.agents.flatMap((agent) => agent.toolCalls);
    expect(calls.length).toBeGreaterThanOrEqual(40);
    expect(calls.filter((call) => call.record.status === "error").length).toBeGreaterThanOrEqual(3);
    const texts = bundle.agents.flatMap((agent) => Object.values(agent.callTexts));
    expect(texts.some((text) => /\(\d+ rows\)\n/.test(text))).toBe(true);
    expect(texts.some((text) => /^\w+: /m.test(text))).toBe(true);
  });

  it("has a report of at least 25 sentences whose ground truth names each sentence once", () => {
    const report = new TextDecoder().decode(generated.get("report.md"));
    const sentences = splitSentences(report).filter((sentence) => !sentence.text.startsWith("#"));
    expect(sentences.length).toBeGreaterThanOrEqual(25);
    for (const { fragment } of equityResearchGroundTruth) {
      expect(sentences.filter((sentence) => sentence.text.includes(fragment)), fragment).toHaveLength(1);
    }
    expect(equityResearchGroundTruth.filter((entry) => entry.label === "fabricated").length).toBeGreaterThanOrEqual(4);
  });
});
