import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngestEvent } from "@/lib/api";
import { createTestDatabase, largeBundleZip, PRODUCTION_BUILD, startProductionServer, uploadWithProgress, watchHealth, type ProductionServer, type TestDatabase } from "../testing";

/**
 * The server keeps answering while it ingests: the upload route hands the bundle to the ingest
 * thread, so /api/health is served between the upload's progress events instead of after them.
 * Counts answers, not milliseconds (the machine's speed is bench/ingest-latency's business); the
 * latencies seen are printed for the record.
 */

if (!PRODUCTION_BUILD) console.warn("upload-latency.integration.test.ts skipped: .next/BUILD_ID is missing; run `npm run build` first.");

type Seen = { kind: "event"; event: IngestEvent } | { kind: "health"; status: number; ms: number };

describe.skipIf(!PRODUCTION_BUILD)("health while a large bundle is ingested (production build)", () => {
  let database: TestDatabase;
  let server: ProductionServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startProductionServer({ DATABASE_URL: database.url, CAIRN_RUNNER: "off" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("answers /api/health between the ingest's progress events, a 12 MB line of NaNs included", async () => {
    // 3,000 calls of 10 KB and one 12 MB line: seconds of extraction, parsing and storing.
    const bytes = largeBundleZip({ calls: 3000, callBytes: 10_000, nanLineBytes: 12 * 1024 * 1024 });
    const seen: Seen[] = [];
    await watchHealth(
      server.port,
      () => uploadWithProgress(server.port, bytes, "large.zip", (event) => seen.push({ kind: "event", event })),
      (status, ms) => seen.push({ kind: "health", status, ms }),
      25,
    );

    const events = seen.flatMap((entry) => (entry.kind === "event" ? [entry.event] : []));
    expect(events.at(-1)).toMatchObject({ type: "result", answer: { status: "created" } });
    const parsingAt = seen.findIndex((entry) => entry.kind === "event" && entry.event.type === "progress" && entry.event.phase === "parsing");
    const resultAt = seen.findIndex((entry) => entry.kind === "event" && entry.event.type === "result");
    expect(parsingAt).toBeGreaterThan(-1);
    const answeredDuringIngest = seen.slice(parsingAt, resultAt).filter((entry) => entry.kind === "health");
    expect(answeredDuringIngest.length).toBeGreaterThanOrEqual(5);
    expect(answeredDuringIngest.every((entry) => entry.kind === "health" && entry.status === 200)).toBe(true);

    const latencies = seen.flatMap((entry) => (entry.kind === "health" ? [entry.ms] : [])).sort((a, b) => a - b);
    console.log(`health during the ingest: ${latencies.length} answers, median ${latencies[latencies.length >> 1].toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (${answeredDuringIngest.length} between parsing and the result)`);
  }, 180_000);
});
