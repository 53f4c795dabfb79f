import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkNode } from "elkjs/lib/elk-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayoutEngine } from "@/lib/core/graph-layout";
import { ApiError } from "@/lib/server/http";
import { deleteRun } from "@/lib/server/repos";
import { createTestDatabase, ingestSample, type TestDatabase } from "@/lib/server/testing";
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
  let database: TestDatabase;
  let runId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    runId = await ingestSample(database, "clinical_summary");
  });
  afterAll(() => database.dispose());

  it("lays the run out on its own worker thread: every agent and the report placed, every edge routed left to right", async () => {
    const layout = await getRunLayout(database.db, runId);
    expect(Object.keys(layout.nodes).sort()).toEqual(["literature", "report", "stats", "synthesizer", "trial_data", "writer"]);
    expect(Object.keys(layout.edges).sort()).toEqual(["literature->synthesizer", "stats->synthesizer", "synthesizer->writer", "trial_data->synthesizer", "writer->report"]);
    expect(layout.nodes.synthesizer.x).toBeGreaterThan(layout.nodes.literature.x);
    expect(layout.edges["writer->report"].points.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the layout: later views read the stored one without asking ELK again", async () => {
    const engine = countingEngine();
    const stored = await getRunLayout(database.db, runId, engine);
    expect(await getRunLayout(database.db, runId, engine)).toEqual(stored);
    expect(engine.calls).toBe(0);
  });

  it("lays the run out again when the stored layout was made for another input", async () => {
    await database.db.runLayout.update({ where: { runId }, data: { inputHash: "made-with-other-sizes" } });
    const engine = countingEngine();
    const [first, second] = await Promise.all([getRunLayout(database.db, runId, engine), getRunLayout(database.db, runId, engine)]);
    // Two first views at once share one ELK run.
    expect(engine.calls).toBe(1);
    expect(second).toEqual(first);
    expect((await database.db.runLayout.findUniqueOrThrow({ where: { runId } })).inputHash).not.toBe("made-with-other-sizes");
  });

  it("answers 404 for an unknown run, and a deleted run takes its layout with it", async () => {
    await expect(getRunLayout(database.db, "no-such-run")).rejects.toMatchObject({ status: 404 } satisfies Partial<ApiError>);
    await deleteRun(database.db, runId);
    expect(await database.db.runLayout.count({ where: { runId } })).toBe(0);
  });
});
