import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkNode } from "elkjs/lib/elk-api";
import { describe, expect, it } from "vitest";
import { HUGE_GRAPH_EDGES, type LayoutEngine } from "@/lib/core/graph-layout";
import { ingestBundle } from "@/lib/server/ingest";
import { ApiError } from "@/lib/server/http";
import { deleteRun } from "@/lib/server/repos";
import { createTestDatabase, ingestSample } from "@/lib/server/testing";
import { ingestedRun } from "@/lib/server/testing/ingested-run";
import { getRunLayout } from "./run-layout";

/** ELK in this thread, counting the graphs it is asked to lay out. */
function countingEngine(): LayoutEngine & { calls: number } {
  const elk = new ELK();
  const engine = {
    calls: 0,
    layout(graph: ElkNode) {
      engine.calls++;
      return elk.layout(graph);
    },
  };
  return engine;
}

describe("getRunLayout on the clinical_summary sample", () => {
  const sample = ingestedRun((database) => ingestSample(database, "clinical_summary"), "all");

  it("lays the run out on its own worker thread: every agent and the report placed, every edge routed left to right", async () => {
    const layout = await getRunLayout(sample.db, sample.runId);
    expect(Object.keys(layout.nodes).sort()).toEqual(["literature", "report", "stats", "synthesizer", "trial_data", "writer"]);
    expect(Object.keys(layout.edges).sort()).toEqual(["literature->synthesizer", "stats->synthesizer", "synthesizer->writer", "trial_data->synthesizer", "writer->report"]);
    expect(layout.nodes.synthesizer.x).toBeGreaterThan(layout.nodes.literature.x);
    expect(layout.edges["writer->report"].points.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the layout: later views read the stored one without asking ELK again", async () => {
    const engine = countingEngine();
    const stored = await getRunLayout(sample.db, sample.runId, engine);
    expect(await getRunLayout(sample.db, sample.runId, engine)).toEqual(stored);
    expect(engine.calls).toBe(0);
  });

  it("lays the run out again when the stored layout was made for another input", async () => {
    await sample.db.runLayout.update({ where: { runId: sample.runId }, data: { inputHash: "made-with-other-sizes" } });
    const engine = countingEngine();
    const [first, second] = await Promise.all([getRunLayout(sample.db, sample.runId, engine), getRunLayout(sample.db, sample.runId, engine)]);
    // Two first views at once share one ELK run.
    expect(engine.calls).toBe(1);
    expect(second).toEqual(first);
    expect((await sample.db.runLayout.findUniqueOrThrow({ where: { runId: sample.runId } })).inputHash).not.toBe("made-with-other-sizes");
  });

  it("answers 404 for an unknown run, and a deleted run takes its layout with it", async () => {
    await expect(getRunLayout(sample.db, "no-such-run")).rejects.toMatchObject({ status: 404 } satisfies Partial<ApiError>);
    await deleteRun(sample.db, sample.runId);
    expect(await sample.db.runLayout.count({ where: { runId: sample.runId } })).toBe(0);
  });
});

describe("getRunLayout on a run at the size limits", () => {
  it("lays 5,000 agents and 45,000 edges out with the plain layered layout, without ELK, and keeps it", async () => {
    const database = await createTestDatabase();
    try {
      const names = Array.from({ length: 5000 }, (_, i) => `agent_${i}`);
      const dependencies = Object.fromEntries(names.slice(1).map((name, i) => [name, Array.from({ length: Math.min(9, i + 1) }, (_, k) => names[i - k])]));
      const manifest = JSON.stringify({ session_id: "huge", agents: {}, dependencies });
      const ingested = await ingestBundle(database, { kind: "folder", name: "huge", files: [{ path: "huge/manifest.json", bytes: new TextEncoder().encode(manifest) }] });
      if (ingested.status !== "created") throw new Error("expected a new run");
      expect(ingested.run.edges.length).toBeGreaterThan(HUGE_GRAPH_EDGES);
      const engine = countingEngine();
      const layout = await getRunLayout(database.db, ingested.run.id, engine);
      expect(engine.calls).toBe(0);
      expect(Object.keys(layout.nodes)).toHaveLength(5000);
      expect(layout.nodes.agent_4999.x).toBeGreaterThan(layout.nodes.agent_0.x);
      expect(await getRunLayout(database.db, ingested.run.id, engine)).toEqual(layout);
    } finally {
      await database.dispose();
    }
  }, 120_000);
});

describe("getRunLayout on the deep_research sample (subgraphs)", () => {
  const sample = ingestedRun((database) => ingestSample(database, "deep_research"), "all");

  it("lays the researchers' agents out inside the supervisor's group, from the stored agents' parents", async () => {
    const layout = await getRunLayout(sample.db, sample.runId);
    expect(layout.groups).toEqual({ supervisor: ["supervisor_search", "supervisor_2_search", "supervisor_2_compress", "supervisor_compress"] });
    const group = layout.nodes.supervisor;
    for (const member of layout.groups!.supervisor) {
      const box = layout.nodes[member];
      expect(box.x >= group.x && box.x + box.width <= group.x + group.width && box.y >= group.y && box.y + box.height <= group.y + group.height, member).toBe(true);
    }
    expect(layout.nodes.writer.x).toBeGreaterThanOrEqual(group.x + group.width);
  });
});
