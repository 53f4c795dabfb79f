import type { Db } from "../db";
import type { BundleRows } from "./rows";
import type { IngestProgress } from "./progress";

/** Rows per createMany; trace files are batched by size instead, so no statement carries a huge payload. */
const ROW_BATCH = 500;
const TEXT_BATCH_BYTES = 4 * 1024 * 1024;

function* batches<T>(rows: readonly T[], weight: (row: T) => number, limit: number, maxRows = ROW_BATCH): Generator<T[]> {
  let batch: T[] = [];
  let size = 0;
  for (const row of rows) {
    if (batch.length > 0 && (size + weight(row) > limit || batch.length >= maxRows)) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += weight(row);
  }
  if (batch.length > 0) yield batch;
}

const byCount = () => 0;

/**
 * Writes a whole run in one transaction: either every row is stored or none is, so a failure at
 * any point (or a crash) never leaves a partial run behind.
 */
export async function storeRun(db: Db, rows: BundleRows, onProgress: (progress: IngestProgress) => void = () => {}): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await tx.run.create({ data: rows.run });
      await tx.agent.createMany({ data: rows.agents });
      await tx.edge.createMany({ data: rows.edges });
      let filesStored = 0;
      for (const batch of batches(rows.traceFiles, (file) => file.bytes, TEXT_BATCH_BYTES)) {
        await tx.traceFile.createMany({ data: batch });
        filesStored += batch.length;
        onProgress({ phase: "storing", filesStored, filesTotal: rows.traceFiles.length, toolCallsStored: 0, toolCallsTotal: rows.toolCalls.length });
      }
      let toolCallsStored = 0;
      for (const batch of batches(rows.toolCalls, byCount, Infinity)) {
        await tx.toolCall.createMany({ data: batch });
        toolCallsStored += batch.length;
        onProgress({ phase: "storing", filesStored, filesTotal: rows.traceFiles.length, toolCallsStored, toolCallsTotal: rows.toolCalls.length });
      }
      await tx.document.createMany({ data: rows.documents });
      const imported = rows.importedAudit;
      if (imported) {
        await tx.audit.create({ data: imported.audit });
        await tx.edgeResult.createMany({ data: imported.edgeResults });
        for (const batch of batches(imported.claims, byCount, Infinity)) await tx.claim.createMany({ data: batch });
        for (const batch of batches(imported.rejections, byCount, Infinity)) await tx.rejection.createMany({ data: batch });
      }
    },
    { timeout: 10 * 60_000, maxWait: 5 * 60_000 },
  );
}
