import type { Db } from "../db";
import { notFound } from "../http";

/** What a run's DAG is laid out from (agents in order, edges) and the layout stored for it, if any; null when the run is gone. */
export async function findLayoutSource(db: Db, runId: string) {
  return db.run.findUnique({
    where: { id: runId },
    select: {
      agents: { orderBy: { position: "asc" }, select: { name: true, parent: true } },
      edges: { select: { source: true, target: true } },
      layout: { select: { inputHash: true, layoutJson: true } },
    },
  });
}

/** Keeps a run's layout under the hash of the input it was computed from. */
export async function storeRunLayout(db: Db, runId: string, inputHash: string, layoutJson: string): Promise<void> {
  try {
    await db.runLayout.upsert({ where: { runId }, create: { runId, inputHash, layoutJson }, update: { inputHash, layoutJson, createdAt: new Date() } });
  } catch (error) {
    // Deleted while the layout was computed: there is nothing left to show it for.
    if ((await db.run.count({ where: { id: runId } })) === 0) throw notFound("Run");
    throw error;
  }
}
