import { createHash } from "node:crypto";
import { layoutInputFor, planLayout, runLayoutPlan, type GraphLayout, type LayoutEngine } from "@/lib/core/graph-layout";
import type { Db } from "../db";
import { notFound } from "../http";
import { findLayoutSource, storeRunLayout } from "../repos";
import { layoutThread } from "./layout-thread";

/**
 * A run's DAG laid out once and kept. Runs never change after ingest, so the first view pays for
 * ELK and every later one reads the stored answer. The stored layout is keyed by a hash of the
 * exact ELK graph (nodes, edges, sizes, options), so changing any of them lays runs out again.
 */

/** Layouts being computed in this process, so concurrent first views share one ELK run. */
const computing = new Map<string, Promise<GraphLayout>>();

export async function getRunLayout(db: Db, runId: string, engine: LayoutEngine = layoutThread): Promise<GraphLayout> {
  const run = await findLayoutSource(db, runId);
  if (!run) throw notFound("Run");
  const plan = planLayout(layoutInputFor(run));
  const inputHash = createHash("sha256").update(JSON.stringify(plan)).digest("hex");
  if (run.layout?.inputHash === inputHash) return JSON.parse(run.layout.layoutJson) as GraphLayout;

  const key = `${runId}:${inputHash}`;
  let pending = computing.get(key);
  if (!pending) {
    pending = layOut(db, runId, inputHash, runLayoutPlan(plan, engine)).finally(() => computing.delete(key));
    computing.set(key, pending);
  }
  return pending;
}

/**
 * Starts laying a newly stored run out, so the reviewer who opens it next finds the layout kept (or
 * shares the computation in flight) instead of waiting for ELK. A failure is logged, and the first
 * view tries again.
 */
export function layOutSoon(db: Db, runId: string): void {
  getRunLayout(db, runId).catch((error: unknown) => console.error(`cairn: laying out run ${runId} after ingest failed:`, error));
}

async function layOut(db: Db, runId: string, inputHash: string, laidOut: Promise<GraphLayout>): Promise<GraphLayout> {
  const layout = await laidOut;
  await storeRunLayout(db, runId, inputHash, JSON.stringify(layout));
  return layout;
}
