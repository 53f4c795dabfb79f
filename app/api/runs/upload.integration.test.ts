import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { getDb } from "@/lib/server/db";
import { findLayoutSource } from "@/lib/server/repos";
import { createTestDatabase, type TestDatabase } from "@/lib/server/testing";
import { POST } from "./route";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
});
afterAll(async () => {
  // The route reached the database through the process-wide client of DATABASE_URL.
  await getDb().$disconnect();
  delete process.env.DATABASE_URL;
  await database.dispose();
});

const upload = (accept?: string) =>
  POST(
    new Request("http://127.0.0.1/api/runs?duplicate=allow", {
      method: "POST",
      body: readFileSync(fixtureBundle("clinical_summary.zip")),
      headers: { "content-type": "application/zip", "x-filename": "clinical_summary.zip", ...(accept ? { accept } : {}) },
    }),
    { params: Promise.resolve({}) },
  );

/** The run's layout once the background work has stored it (polled: it is written after the answer). */
const storedLayout = (runId: string) => vi.waitFor(async () => (await findLayoutSource(database.db, runId))?.layout ?? Promise.reject(new Error("not laid out yet")), { timeout: 30_000, interval: 50 });

describe("POST /api/runs lays a stored run out straight away", () => {
  it("answers the upload first, then keeps the run's layout for its first view", async () => {
    const response = await upload();
    expect(response.status).toBe(201);
    const { run } = (await response.json()) as { run: { id: string } };
    const layout = JSON.parse((await storedLayout(run.id)).layoutJson) as { nodes: Record<string, unknown> };
    expect(Object.keys(layout.nodes).sort()).toEqual(["literature", "report", "stats", "synthesizer", "trial_data", "writer"]);
  });

  it("does the same for an upload that streams its progress", async () => {
    const response = await upload("application/x-ndjson");
    const events = (await response.text()).trim().split("\n").map((line) => JSON.parse(line) as { type: string; answer?: { run: { id: string } } });
    const result = events.find((event) => event.type === "result");
    expect(result?.answer?.run.id).toEqual(expect.any(String));
    expect((await storedLayout(result!.answer!.run.id)).inputHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
