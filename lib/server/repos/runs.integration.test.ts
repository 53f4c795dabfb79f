import { expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { ingestBundle } from "../ingest";
import { freshDatabase } from "../testing/ingested-run";
import { deleteRun, listRuns, renameRun } from "./runs";

const fresh = freshDatabase();

it("lists runs newest first, paginated and searchable by name, and renames them", async () => {
  const first = await ingestBundle(fresh.database, { kind: "directory", path: fixtureBundle("minimal_pipeline") });
  await ingestBundle(fresh.database, { kind: "directory", path: fixtureBundle("clinical_summary") });
  const page = await listRuns(fresh.db, { page: 1, pageSize: 1 });
  expect(page.total).toBe(2);
  expect(page.runs.map((run) => run.name)).toEqual(["clinical_summary"]);
  expect((await listRuns(fresh.db, { page: 2, pageSize: 1 })).runs.map((run) => run.name)).toEqual(["minimal_pipeline"]);
  expect((await listRuns(fresh.db, { page: 1, pageSize: 20, q: "clinical" })).runs).toHaveLength(1);
  await renameRun(fresh.db, first.run.id, "Minimal, renamed");
  expect((await listRuns(fresh.db, { page: 1, pageSize: 20, q: "renamed" })).runs[0].id).toBe(first.run.id);
});

it("deletes a run with everything that belongs to it, and only that run", async () => {
  const gone = await ingestBundle(fresh.database, { kind: "directory", path: fixtureBundle("clinical_summary") });
  const kept = await ingestBundle(fresh.database, { kind: "directory", path: fixtureBundle("minimal_pipeline") });
  await fresh.db.shareLink.create({ data: { runId: gone.run.id, tokenHash: "x" } });
  await deleteRun(fresh.db, gone.run.id);
  const { db } = fresh;
  expect(await db.run.findMany({ select: { id: true } })).toEqual([{ id: kept.run.id }]);
  for (const count of [db.agent.count({ where: { runId: gone.run.id } }), db.toolCall.count({ where: { runId: gone.run.id } }), db.traceFile.count({ where: { runId: gone.run.id } }), db.audit.count({ where: { runId: gone.run.id } }), db.shareLink.count()]) {
    expect(await count).toBe(0);
  }
  await expect(deleteRun(db, gone.run.id)).rejects.toThrow("Run not found");
});

it("counts the shown audit's fences per status, grounding fences included, with an unknown stored status as an error", async () => {
  const { run } = await ingestBundle(fresh.database, { kind: "directory", path: fixtureBundle("minimal_pipeline") });
  const audit = await fresh.db.audit.create({ data: { runId: run.id, kind: "cascade", auditor: "mechanical", status: "done" } });
  const fences = [
    ["a->b", "pass"],
    ["a+c->b", "fail"],
    ["a/calls->a", "pass"],
    ["b/calls->b", "fail"],
    ["b->c", "exploded"],
  ];
  await fresh.db.edgeResult.createMany({
    data: fences.map(([fence, status], position) => ({ auditId: audit.id, position, fence, sourcesJson: "[]", target: "b", documentKind: "output", status })),
  });
  const [listed] = (await listRuns(fresh.db, { page: 1, pageSize: 20 })).runs;
  expect(listed.latestAudit).toEqual({ id: audit.id, status: "done", fences: { pass: 2, fail: 2, empty: 0, "no-output": 0, error: 1, queued: 0, running: 0 } });
});
