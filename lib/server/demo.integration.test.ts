import { expect, it } from "vitest";
import { DEEP_RESEARCH_AGENTS } from "@/fixtures/bundles";
import { DEEP_RESEARCH_RUN_NAME, DEMO_RUN_NAME } from "@/lib/demo";
import { ensureDemoRuns } from "./demo";
import { freshDatabase } from "./testing/ingested-run";

const fresh = freshDatabase();

it("loads the demo runs into an empty database only, each with counts equal to its manifest", async () => {
  const first = await ensureDemoRuns(fresh.db);
  expect(first.loaded).toBe(true);
  expect(await ensureDemoRuns(fresh.db)).toEqual({ loaded: false, runIds: [] });
  const runs = await Promise.all(first.runIds.map((id) => fresh.db.run.findUniqueOrThrow({ where: { id } })));
  expect(runs.map((run) => run.name)).toEqual([DEMO_RUN_NAME, DEEP_RESEARCH_RUN_NAME]);
  for (const run of runs) {
    const manifest = JSON.parse(run.manifestJson) as { totals: { tool_calls: number; agents: number } };
    expect(await fresh.db.toolCall.count({ where: { runId: run.id } }), run.name).toBe(manifest.totals.tool_calls);
    expect(await fresh.db.agent.count({ where: { runId: run.id } }), run.name).toBe(manifest.totals.agents);
  }
  expect(await fresh.db.edge.count({ where: { runId: runs[0].id } })).toBe(5);
});

it("loads the deep-research demo with its subgraphs: each researcher's agents in their scope, inside the supervisor", async () => {
  const { runIds } = await ensureDemoRuns(fresh.db);
  const agents = await fresh.db.agent.findMany({ where: { runId: runIds[1] }, orderBy: { position: "asc" } });
  expect(agents.map(({ name, scope, parent }) => [name, scope, parent])).toEqual(DEEP_RESEARCH_AGENTS);
});

it("shows all four provenance badges on the demo, and where injected text entered", async () => {
  const [runId] = (await ensureDemoRuns(fresh.db)).runIds;
  const { getProvenance } = await import("./repos/provenance");
  const provenance = await getProvenance(fresh.db, runId!);
  const badge = (source: string, target: string) => provenance.edges.find((edge) => edge.source === source && edge.target === target);
  expect(badge("fundamental", "synthesizer")).toMatchObject({ provenance: "enveloped", warning: false });
  expect(badge("technical", "synthesizer")).toMatchObject({ provenance: "trusted", warning: false });
  expect(badge("macro", "synthesizer")).toMatchObject({ provenance: "raw", warning: true });
  expect(badge("synthesizer", "writer")).toMatchObject({ provenance: "unknown" });
  expect(new Set(provenance.hits.map((hit) => hit.node))).toEqual(new Set(["macro"]));
  expect(provenance.hits.some((hit) => hit.file === "macro/analysis.md")).toBe(true);
});
