import { expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { readBundle } from "@/lib/core/bundle";
import { readBundleDir } from "@/lib/core/node";
import { freshDatabase } from "../testing/ingested-run";
import { bundleRows } from "./rows";
import { storeRun } from "./store-run";

const fresh = freshDatabase();

it("leaves no partial run when a write fails halfway through", async () => {
  const bundle = readBundle(await readBundleDir(fixtureBundle("clinical_summary")));
  const rows = bundleRows(bundle, { name: "half", archiveSha256: null, redactedSecrets: 0 });
  // The run, agents, edges and trace files are written before this row, which breaks a foreign key.
  rows.toolCalls[rows.toolCalls.length - 1].agentId = "00000000-0000-4000-8000-000000000000";
  await expect(storeRun(fresh.database.config, rows)).rejects.toThrow();
  const counts = await Promise.all([fresh.db.run.count(), fresh.db.agent.count(), fresh.db.traceFile.count(), fresh.db.toolCall.count()]);
  expect(counts).toEqual([0, 0, 0, 0]);
});

it("reports storing progress up to every trace file and tool call", async () => {
  const bundle = readBundle(await readBundleDir(fixtureBundle("clinical_summary")));
  const rows = bundleRows(bundle, { name: "progress", archiveSha256: null, redactedSecrets: 0 });
  const seen: { filesStored: number; toolCallsStored: number }[] = [];
  await storeRun(fresh.database.config, rows, (progress) => {
    if (progress.phase === "storing") seen.push(progress);
  });
  expect(seen.at(-1)).toMatchObject({ filesStored: rows.traceFiles.length, toolCallsStored: rows.toolCalls.length });
});
