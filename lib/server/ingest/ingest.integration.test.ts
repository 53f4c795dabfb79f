import { readFileSync } from "node:fs";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { damagedZip, type ZipDamage } from "@/fixtures/archives";
import { fixtureBundle } from "@/fixtures/bundles";
import { ArchiveError } from "@/lib/core/archive";
import { BundleError } from "@/lib/core/bundle";
import { freshDatabase } from "../testing/ingested-run";
import { ingestApiError, ingestBundle, type IngestProgress } from ".";

const fresh = freshDatabase();

interface ManifestFile {
  agents: Record<string, { tool_calls: number; errors: number; trace_bytes: number; artifacts: string[] }>;
  totals: { agents: number; tool_calls: number; errors: number; artifacts: number; trace_bytes: number };
}

const sampleBundles = [
  { name: "clinical_summary", manifest: "clinical_summary/trace/manifest.json" },
  { name: "minimal_pipeline", manifest: "minimal_pipeline/manifest.json" },
  { name: "deep_research", manifest: "deep_research/trace/manifest.json" },
];

describe.each(sampleBundles)("ingesting the $name sample", ({ name, manifest }) => {
  const expected = JSON.parse(readFileSync(fixtureBundle(manifest), "utf8")) as ManifestFile;

  it.each(["zip", "folder"] as const)("from its %s stores counts equal to the manifest", async (form) => {
    const source =
      form === "zip"
        ? ({ kind: "archive", name: `${name}.zip`, bytes: readFileSync(fixtureBundle(`${name}.zip`)) } as const)
        : ({ kind: "directory", path: fixtureBundle(name) } as const);
    const result = await ingestBundle(fresh.database, source);
    if (result.status !== "created") throw new Error("expected a new run");
    const { db } = fresh;
    const runId = result.run.id;

    expect(result.run.totals).toEqual({
      agents: expected.totals.agents,
      toolCalls: expected.totals.tool_calls,
      errors: expected.totals.errors,
      artifacts: expected.totals.artifacts,
      traceBytes: expected.totals.trace_bytes,
    });
    expect(await db.toolCall.count({ where: { runId } })).toBe(expected.totals.tool_calls);
    expect(await db.toolCall.count({ where: { runId, status: "error" } })).toBe(expected.totals.errors);
    const agents = await db.agent.findMany({ where: { runId, hasTrace: true }, orderBy: { position: "asc" } });
    expect(agents.map((agent) => agent.name)).toEqual(Object.keys(expected.agents));
    for (const agent of agents) {
      const stats = expected.agents[agent.name];
      expect(await db.toolCall.count({ where: { agentId: agent.id } })).toBe(stats.tool_calls);
      expect(JSON.parse(agent.artifactsJson)).toEqual(stats.artifacts);
      const callFiles = await db.traceFile.findMany({ where: { runId, kind: "call", path: { startsWith: `${agent.name}/calls/` } } });
      expect(callFiles.filter((file) => file.path.endsWith(".txt")).reduce((sum, file) => sum + file.bytes, 0)).toBe(stats.trace_bytes);
    }
    // Every tool call points at its flat text file.
    expect(await db.toolCall.count({ where: { runId, traceFileId: null } })).toBe(0);
    expect(await db.document.count({ where: { runId, kind: "report" } })).toBe(1);
  });
});

describe("ingest", () => {
  it("imports the sample's audit logs as an imported audit", async () => {
    const result = await ingestBundle(fresh.database, { kind: "directory", path: fixtureBundle("clinical_summary") });
    if (result.status !== "created") throw new Error("expected a new run");
    const audit = await fresh.db.audit.findFirstOrThrow({ where: { runId: result.run.id }, include: { claims: true, rejections: true } });
    expect(audit.kind).toBe("imported");
    expect(audit.claims.map((claim) => claim.finding).sort()).toEqual(["found", "not-found"]);
    // One line per enforcement-log entry; together they cover all four gates.
    expect(audit.rejections).toHaveLength(5);
    const reasons = audit.rejections.map((rejection) => rejection.reason);
    for (const gate of ["does not match", "too short", "not found in the audited document", "No search calls recorded"]) {
      expect(reasons.some((reason) => reason.includes(gate))).toBe(true);
    }
    expect(new Set(audit.rejections.map((rejection) => rejection.fence))).not.toContain("unknown");
  });

  it("counts the files up while it parses them (a zip's are inflated as they are read), from none to every one read", async () => {
    const parsing: Extract<IngestProgress, { phase: "parsing" }>[] = [];
    const source = { kind: "archive", name: "clinical_summary.zip", bytes: readFileSync(fixtureBundle("clinical_summary.zip")) } as const;
    const result = await ingestBundle(fresh.database, source, { allowDuplicate: true, onProgress: (event) => void (event.phase === "parsing" && parsing.push(event)) });
    expect(result.status).toBe("created");
    const counts = parsing.map((event) => event.filesRead);
    expect(counts[0]).toBe(0);
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(new Set(parsing.map((event) => event.files)).size).toBe(1);
    expect(counts.at(-1)).toBeGreaterThan(parsing[0].files / 2);
    expect(counts.at(-1)).toBeLessThanOrEqual(parsing[0].files);
  });

  it("offers the existing run for an identical archive, unless a duplicate is asked for", async () => {
    const bytes = readFileSync(fixtureBundle("minimal_pipeline.zip"));
    const first = await ingestBundle(fresh.database, { kind: "archive", name: "minimal_pipeline.zip", bytes });
    const second = await ingestBundle(fresh.database, { kind: "archive", name: "again.zip", bytes });
    expect(second).toEqual({ status: "duplicate", run: { id: first.run.id, name: "minimal_pipeline" } });
    const third = await ingestBundle(fresh.database, { kind: "archive", name: "again.zip", bytes }, { allowDuplicate: true });
    expect(third.status).toBe("created");
    expect(await fresh.db.run.count()).toBe(2);
  });

  it("stores nothing for a bundle without a manifest and names the problem", async () => {
    const files = [{ path: "bundle/report.md", bytes: new TextEncoder().encode("# Report") }];
    await expect(ingestBundle(fresh.database, { kind: "folder", name: "bundle", files })).rejects.toBeInstanceOf(BundleError);
    expect(await fresh.db.run.count()).toBe(0);
  });

  it("keeps an agent named __proto__ and its calls", async () => {
    const stats = (dir: string) => ({ tool_calls: 1, tools_used: ["t"], tool_counts: { t: 1 }, artifacts: [], errors: 0, trace_dir: dir, trace_bytes: 1 });
    const call = (agent: string) => JSON.stringify({ seq: 0, tool: "t", agent, input: { __proto__x: 1 }, output_file: "calls/0000_t.txt", output_bytes: 1, timestamp: 1, duration_ms: 1, status: "ok", line_range: [1, 1] }).replace("__proto__x", "__proto__");
    const manifest = `{"session_id": "s", "agents": {"__proto__": ${JSON.stringify(stats("__proto__/"))}, "constructor": ${JSON.stringify(stats("constructor/"))}}, "dependencies": {"constructor": ["__proto__"]}}`;
    const encode = (text: string) => new TextEncoder().encode(text);
    const files = [
      { path: "b/manifest.json", bytes: encode(manifest) },
      ...["__proto__", "constructor"].flatMap((agent) => [
        { path: `b/${agent}/tool_calls.jsonl`, bytes: encode(call(agent)) },
        { path: `b/${agent}/calls/0000_t.txt`, bytes: encode("x") },
      ]),
    ];
    const result = await ingestBundle(fresh.database, { kind: "folder", name: "b", files });
    if (result.status !== "created") throw new Error("expected a new run");
    expect(result.run.agents.map((agent) => [agent.name, agent.toolCalls])).toEqual([
      ["__proto__", 1],
      ["constructor", 1],
    ]);
    expect(result.run.edges).toEqual([["__proto__", "constructor"]]);
    const calls = await fresh.db.toolCall.findMany({ where: { runId: result.run.id }, include: { agent: true }, orderBy: { agent: { position: "asc" } } });
    expect(calls.map((row) => [row.agent.name, row.inputJson])).toEqual([
      ["__proto__", '{"__proto__":1}'],
      ["constructor", '{"__proto__":1}'],
    ]);
  });

  it("refuses, storing nothing, a pipeline over the agent limit and a line over the line limit, with a 413 that names them", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const dependencies = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`a${i + 1}`, [`a${i}`]]));
    const wide = { path: "b/manifest.json", bytes: encode(JSON.stringify({ session_id: "s", agents: {}, dependencies })) };
    const tooMany = await ingestBundle(fresh.database, { kind: "folder", name: "b", files: [wide] }).catch((error: unknown) => ingestApiError(error));
    expect(tooMany).toMatchObject({ status: 413, code: "bundle_too_many_agents", details: { file: "b/manifest.json" } });
    expect((tooMany as Error).message).toContain("10001 agents, over the limit of 5000");

    const line = { path: "b/manifest.json", bytes: encode(`{"session_id": "s", "agents": {}, "x": "${"y".repeat(2000)}"}`) };
    const tooLong = await ingestBundle(fresh.database, { kind: "folder", name: "b", files: [line] }, { limits: { maxLineBytes: 1000 } }).catch((error: unknown) => ingestApiError(error));
    expect(tooLong).toMatchObject({ status: 413, code: "bundle_line_too_long", details: { file: "b/manifest.json", line: 1 } });

    // 100,000 levels of nesting in a tool input overflowed the stack (a 500); now a 422 naming the file and line.
    const deep = `{"seq": 0, "tool": "t", "agent": "a", "input": ${"[".repeat(100_000)}${"]".repeat(100_000)}, "output_file": "calls/0000_t.txt", "output_bytes": 1, "timestamp": 1, "duration_ms": 1, "status": "ok", "line_range": [1, 1]}`;
    const agent = { tool_calls: 1, tools_used: ["t"], tool_counts: { t: 1 }, artifacts: [], errors: 0, trace_dir: "a/", trace_bytes: 1 };
    const nested = [
      { path: "b/manifest.json", bytes: encode(JSON.stringify({ session_id: "s", agents: { a: agent } })) },
      { path: "b/a/tool_calls.jsonl", bytes: encode(`\n${deep}`) },
    ];
    const tooDeep = await ingestBundle(fresh.database, { kind: "folder", name: "b", files: nested }).catch((error: unknown) => ingestApiError(error));
    expect(tooDeep).toMatchObject({ status: 422, code: "bundle_too_deep", details: { file: "b/a/tool_calls.jsonl", line: 2 } });
    expect(await fresh.db.run.count()).toBe(0);
  });

  it("holds a dropped folder to the archive limits: no path twice, no more files than allowed", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const manifest = { path: "f/manifest.json", bytes: encode('{"session_id": "s", "agents": {}}') };
    const twice = [manifest, { path: "f/report.md", bytes: encode("# first") }, { path: "f/report.md", bytes: encode("# second") }];
    await expect(ingestBundle(fresh.database, { kind: "folder", name: "f", files: twice })).rejects.toMatchObject({ code: "corrupt", entry: "f/report.md" });
    const many = [manifest, ...Array.from({ length: 30_000 }, (_, i) => ({ path: `f/a/n${i}.txt`, bytes: encode("x") }))];
    const refused = await ingestBundle(fresh.database, { kind: "folder", name: "f", files: many }).catch((error: unknown) => ingestApiError(error));
    expect(refused).toMatchObject({ status: 413, code: "archive_too_many_files" });
    expect((refused as Error).message).toContain("more files than the limit of 20000");
    expect(await fresh.db.run.count()).toBe(0);
  });

  it("keeps ten concurrent uploads apart", async () => {
    const bytes = readFileSync(fixtureBundle("clinical_summary.zip"));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ingestBundle(fresh.database, { kind: "archive", name: `upload-${i}.zip`, bytes }, { allowDuplicate: true }),
      ),
    );
    expect(new Set(results.map((result) => result.run.id)).size).toBe(10);
    for (const result of results) {
      expect(await fresh.db.toolCall.count({ where: { runId: result.run.id } })).toBe(8);
    }
    expect(await fresh.db.toolCall.count()).toBe(80);
  });
});

describe("a damaged zip, whose entries are inflated only as the bundle is read", () => {
  const files = unzipSync(readFileSync(fixtureBundle("minimal_pipeline.zip")));

  async function expectNothingStored(zip: Uint8Array): Promise<ArchiveError> {
    const error = await ingestBundle(fresh.database, { kind: "archive", name: "damaged.zip", bytes: zip }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ArchiveError);
    expect(await fresh.db.run.count()).toBe(0);
    expect(await fresh.db.traceFile.count()).toBe(0);
    expect(await fresh.db.toolCall.count()).toBe(0);
    return error as ArchiveError;
  }

  const damaged = (extra: Record<string, Uint8Array>, entry: string, damage: ZipDamage) => damagedZip(zipSync({ ...files, ...extra }), entry, damage);

  it("refuses a bomb in the file read last (the report), naming it, after every other file was read", async () => {
    // 8 MiB of one letter whose records say 60 bytes: inflating stops at the 61st.
    const zip = damaged({ "minimal_pipeline/report.md": strToU8("a".repeat(8 * 1024 * 1024)) }, "minimal_pipeline/report.md", { kind: "declaredSize", bytes: 60 });
    const error = await expectNothingStored(zip);
    expect(error.message).toBe('Archive "damaged.zip", entry "minimal_pipeline/report.md": inflates to more than its declared 60 bytes; the zip is damaged or a bomb.');
  });

  it("refuses a CRC failure in a file the bundle reader never reads", async () => {
    const zip = damaged({ "minimal_pipeline/scratch.bin": strToU8("not part of the bundle") }, "minimal_pipeline/scratch.bin", { kind: "crc" });
    const error = await expectNothingStored(zip);
    expect(error).toMatchObject({ code: "corrupt", entry: "minimal_pipeline/scratch.bin" });
    expect(error.message).toContain("fails its CRC check");
  });

  it("refuses a damaged archive as such, before any complaint about the bundle inside", async () => {
    const withoutManifest = Object.fromEntries(Object.entries(files).filter(([path]) => !path.endsWith("manifest.json")));
    const zip = damagedZip(zipSync(withoutManifest), "minimal_pipeline/writer/calls/0000_lambda.txt", { kind: "crc" });
    const error = await expectNothingStored(zip);
    expect(error).toMatchObject({ code: "corrupt", entry: "minimal_pipeline/writer/calls/0000_lambda.txt" });
  });
});

