import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { bundleFilesFromEntries, readBundle, type ParsedBundle } from "@/lib/core/bundle";
import { cascadeInputFromBundle, planCascade } from "@/lib/core/cascade";
import { splitSentences } from "@/lib/core/sentences";
import { bundleTopology } from "@/lib/core/topology";
import { BUNDLE_NAME, buildDeepResearchBundle, deepResearchTruth } from ".";

function filesUnder(root: string, relative = ""): string[] {
  return readdirSync(path.join(root, relative)).flatMap((name) => {
    const entry = relative ? `${relative}/${name}` : name;
    return statSync(path.join(root, entry)).isDirectory() ? filesUnder(root, entry) : [entry];
  });
}

interface TruthSentence {
  text: string;
  start: number;
  end: number;
  label: string;
  breaks_at?: string;
}

describe("the deep_research fixture, from a real LangGraph.js run", () => {
  let generated: Map<string, Uint8Array>;
  let bundle: ParsedBundle;
  beforeAll(async () => {
    generated = await buildDeepResearchBundle();
    bundle = readBundle(bundleFilesFromEntries(generated));
  });

  it("is committed exactly as the graph writes it (regenerate with lib/tooling/generate-deep-research.ts)", () => {
    const folder = fixtureBundle(BUNDLE_NAME);
    expect(filesUnder(folder).sort()).toEqual([...generated.keys()].sort());
    for (const [file, bytes] of generated) expect(readFileSync(path.join(folder, file)), file).toEqual(Buffer.from(bytes));
    expect(readFileSync(fixtureBundle(`${BUNDLE_NAME}.truth.json`), "utf8")).toBe(deepResearchTruth(generated));
  });

  it("holds two concurrent researcher subgraphs inside the supervisor, whose terminals feed it back", () => {
    expect(bundle.warnings).toEqual([]);
    expect(Object.entries(bundle.scopes).map(([name, scope]) => [name, scope.parent, scope.nodes])).toEqual([
      ["", null, ["supervisor", "writer"]],
      ["supervisor", "supervisor", ["supervisor_search", "supervisor_compress"]],
      ["supervisor_2", "supervisor", ["supervisor_2_search", "supervisor_2_compress"]],
    ]);
    const topology = bundleTopology(bundle);
    expect(topology.edges.map((edge) => `${edge.source}->${edge.target}:${edge.origin}`).sort()).toEqual([
      "supervisor->writer:graph",
      "supervisor_2_compress->supervisor:subgraph",
      "supervisor_2_search->supervisor_2_compress:graph",
      "supervisor_compress->supervisor:subgraph",
      "supervisor_search->supervisor_compress:graph",
      "writer->report:report",
    ]);
    const calls = bundle.agents.flatMap((agent) => agent.toolCalls.map(({ record }) => `${agent.name}:${record.tool}:${record.status}`));
    expect(calls).toEqual([
      "supervisor_search:web_search:ok",
      "supervisor_search:fetch_page:ok",
      "supervisor_search:get_regional_capacity:ok",
      "supervisor_search:fetch_page:error",
      "supervisor_2_search:web_search:ok",
      "supervisor_2_search:fetch_page:ok",
      "supervisor_2_search:get_auction_results:ok",
    ]);
    expect(bundle.report?.text).toBe(bundle.agents.find((agent) => agent.name === "writer")?.artifacts[0].text);
  });

  it("labels every report sentence once, where the sentence splitter puts it", () => {
    const truth = JSON.parse(readFileSync(fixtureBundle(`${BUNDLE_NAME}.truth.json`), "utf8")) as { sentences: TruthSentence[] };
    const report = bundle.report!.text;
    expect(truth.sentences.map(({ text, start, end }) => ({ text, start, end }))).toEqual(splitSentences(report).map(({ text, start, end }) => ({ text, start, end })));
    expect(new Set(truth.sentences.map((sentence) => sentence.label))).toEqual(new Set(["supported", "fabricated", "near-miss", "dropped", "unchecked"]));
  });

  it("says where each flagged sentence breaks by the name of an audit the cascade plans", () => {
    const truth = JSON.parse(readFileSync(fixtureBundle(`${BUNDLE_NAME}.truth.json`), "utf8")) as { sentences: TruthSentence[] };
    const fences = new Set(planCascade(cascadeInputFromBundle(bundle)).map((task) => task.fence));
    const breaks = truth.sentences.flatMap((sentence) => sentence.breaks_at ?? []);
    expect(breaks.length).toBe(truth.sentences.filter((sentence) => !["supported", "unchecked"].includes(sentence.label)).length);
    for (const fence of breaks) expect(fences, fence).toContain(fence);
  });
});
