import { afterEach, beforeEach, expect, it } from "vitest";
import { DEMO_RUN_NAME } from "@/lib/demo";
import { ensureDemoRun } from "./demo";
import { createTestDatabase, type TestDatabase } from "./testing";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.dispose();
});

it("loads the demo run into an empty database only, with counts equal to its manifest", async () => {
  const first = await ensureDemoRun(database.db);
  expect(first.loaded).toBe(true);
  expect(await ensureDemoRun(database.db)).toEqual({ loaded: false });
  const run = await database.db.run.findUniqueOrThrow({ where: { id: first.runId } });
  const manifest = JSON.parse(run.manifestJson) as { totals: { tool_calls: number; agents: number } };
  expect(run.name).toBe(DEMO_RUN_NAME);
  expect(await database.db.toolCall.count({ where: { runId: run.id } })).toBe(manifest.totals.tool_calls);
  expect(await database.db.agent.count({ where: { runId: run.id } })).toBe(manifest.totals.agents);
  expect(await database.db.edge.count({ where: { runId: run.id } })).toBe(5);
});

it("shows all four provenance badges on the demo, and where injected text entered", async () => {
  const { runId } = await ensureDemoRun(database.db);
  const { getProvenance } = await import("./repos/provenance");
  const provenance = await getProvenance(database.db, runId!);
  const badge = (source: string, target: string) => provenance.edges.find((edge) => edge.source === source && edge.target === target);
  expect(badge("fundamental", "synthesizer")).toMatchObject({ provenance: "enveloped", warning: false });
  expect(badge("technical", "synthesizer")).toMatchObject({ provenance: "trusted", warning: false });
  expect(badge("macro", "synthesizer")).toMatchObject({ provenance: "raw", warning: true });
  expect(badge("synthesizer", "writer")).toMatchObject({ provenance: "unknown" });
  expect(new Set(provenance.hits.map((hit) => hit.node))).toEqual(new Set(["macro"]));
  expect(provenance.hits.some((hit) => hit.file === "macro/analysis.md")).toBe(true);
});
