// Not through ../db's index, which would bring the Prisma client into the CLI's ingest bundle.
import { bulkInsert } from "../db/bulk-insert";
import type { DatabaseConfig } from "../db/config";
import type { IngestProgress } from "./progress";
import type { BundleRows } from "./rows";

/**
 * Writes a whole run in one transaction: either every row is stored or none is, so a failure at
 * any point (or a crash) never leaves a partial run behind.
 */
export async function storeRun(config: DatabaseConfig, rows: BundleRows, onProgress: (progress: IngestProgress) => void = () => {}): Promise<void> {
  const imported = rows.importedAudit;
  const progress = { phase: "storing" as const, filesStored: 0, filesTotal: rows.traceFiles.length, toolCallsStored: 0, toolCallsTotal: rows.toolCalls.length };
  await bulkInsert(
    config,
    [
      { table: "Run", rows: [rows.run] },
      { table: "Agent", rows: rows.agents },
      { table: "Edge", rows: rows.edges },
      { table: "TraceFile", rows: rows.traceFiles },
      { table: "ToolCall", rows: rows.toolCalls },
      { table: "Document", rows: rows.documents },
      ...(imported
        ? [
            { table: "Audit" as const, rows: [imported.audit] },
            { table: "EdgeResult" as const, rows: imported.edgeResults },
            { table: "Claim" as const, rows: imported.claims },
            { table: "Rejection" as const, rows: imported.rejections },
          ]
        : []),
    ],
    {
      onTable: (table, count) => {
        if (table === "TraceFile") progress.filesStored = count;
        else if (table === "ToolCall") progress.toolCallsStored = count;
        else return;
        onProgress({ ...progress });
      },
    },
  );
}
