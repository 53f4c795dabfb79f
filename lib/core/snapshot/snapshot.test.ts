import { describe, expect, it } from "vitest";
import { SPEC_FLAT_TEXT } from "@/fixtures/spec/flat-text";
import { parseManifest } from "../bundle";
import { PyFloat, PyTuple, parsePyJson } from "../python";
import { MemoryFileSink, MissingDirectoryError, Snapshot, type SnapshotOptions } from ".";

const ROOT = "/trace";
const T0 = 1795950391.7966194; // 2026-11-29T11:06:31Z

function setup(options: SnapshotOptions = {}) {
  const sink = new MemoryFileSink();
  const snap = new Snapshot(ROOT, sink, { sessionId: "20260531_083000_abcd1234", now: () => T0, ...options });
  const text = (path: string) => sink.readText(`${ROOT}/${path}`) ?? "";
  const jsonl = (path: string) =>
    text(path)
      .split("\n")
      .filter(Boolean)
      .map((line) => parsePyJson(line) as Record<string, unknown>);
  // Read back with the canonical bundle reader, which also proves the manifest is ingestible.
  const manifest = () => parseManifest(text("manifest.json"), "manifest.json");
  return { sink, snap, text, jsonl, manifest };
}

describe("Snapshot.record", () => {
  it("§9 #73 writes the flat file and the JSONL line", () => {
    const { snap, text, jsonl } = setup();
    snap.record("test_agent", "get_price", { ticker: "AAPL" }, { price: 150.25 }, 100, "ok");
    const file = text("test_agent/calls/0000_get_price.txt");
    expect(file).toContain("[tool_call #0] get_price");
    expect(file).toContain("agent: test_agent");
    expect(file).toContain("price: 150.25");
    const [entry] = jsonl("test_agent/tool_calls.jsonl");
    expect(entry).toMatchObject({ seq: 0, status: "ok", output_file: "calls/0000_get_price.txt" });
    expect((entry.line_range as number[])[0]).toBe(1);
  });

  it("§5.3/§5.4 reproduces the spec's full example (its JSONL sizes match this shorter output)", () => {
    const { snap, text, sink } = setup();
    snap.record(
      "research",
      "get_income",
      { ticker: "AAPL", period: "annual" },
      { revenue: 394328000000, meta: { currency: "USD" }, rows: [{ a: 1 }, { a: 2 }] },
      100.5,
    );
    expect(text("research/calls/0000_get_income.txt")).toBe(SPEC_FLAT_TEXT);
    expect(sink.readText(`${ROOT}/research/tool_calls.jsonl`)).toBe(
      '{"seq": 0, "tool": "get_income", "agent": "research", "input": {"ticker": "AAPL", "period": "annual"}, ' +
        '"output_file": "calls/0000_get_income.txt", "output_bytes": 199, "timestamp": 1795950391.7966194, ' +
        '"duration_ms": 100.5, "status": "ok", "line_range": [1, 11]}\n',
    );
  });

  it("§9 #74 an error record: status line, redacted error body, raw JSONL error, errors=1", () => {
    const { snap, text, jsonl, manifest } = setup();
    const error = "ConnectionError: timeout sk-abcdefghijklmnopqrstuvwxyz";
    snap.record("research", "bad/tool", { q: "x" }, null, 5.5, "error", error);
    expect(text("research/calls/0000_bad_tool.txt")).toBe(
      "[tool_call #0] bad/tool\nagent: research\ntimestamp: 2026-11-29T11:06:31Z\nduration: 5ms\n" +
        "status: ERROR\ninput: q=x\n\nerror:\nConnectionError: timeout ***API_KEY***",
    );
    expect(jsonl("research/tool_calls.jsonl")[0].error).toBe(error);
    snap.finalize();
    expect(manifest().agents.research.errors).toBe(1);
  });

  it("an error status with an empty message keeps the output section and writes no error key", () => {
    const { snap, text, sink } = setup();
    snap.record("a", "t", {}, null, 1, "error", "");
    expect(text("a/calls/0000_t.txt")).toMatch(/status: ERROR\ninput: \n\noutput:\n\(no output\)$/);
    expect(sink.readText(`${ROOT}/a/tool_calls.jsonl`)).not.toContain('"error":');
  });

  it("§9 #75 truncates the whole text past max_output_bytes", () => {
    const { snap, text, jsonl } = setup({ maxOutputBytes: 500 });
    snap.record("a", "dump", {}, "x".repeat(2000), 1);
    const file = text("a/calls/0000_dump.txt");
    expect(file).toContain("[TRUNCATED: output was ");
    expect(file.endsWith(", showing first 500]")).toBe(true);
    const [entry] = jsonl("a/tool_calls.jsonl");
    expect(entry.output_bytes).toBe(new TextEncoder().encode(file).length);
    expect(entry.line_range).toEqual([1, file.split("\n").length]);
  });

  it("§9 #76 a bytes output writes a pointer .txt and a capped .bin", () => {
    const { snap, text, sink } = setup({ maxOutputBytes: 300 });
    const bytes = Uint8Array.from({ length: 400 }, (_, i) => i % 256);
    snap.record("a", "download", { url: "u" }, bytes, 1);
    expect(text("a/calls/0000_download.txt")).toMatch(/\noutput:\n\[binary output: 400 bytes\]\nsaved to: 0000_download\.bin$/);
    expect(sink.read(`${ROOT}/a/calls/0000_download.bin`)).toEqual(bytes.slice(0, 300));
    expect(sink.paths().filter((path) => path.includes("/calls/"))).toHaveLength(2);
  });

  it("§9 #77 interleaved async captures: 5 workers × 20 records → 100 lines, unique seqs", async () => {
    const { snap, jsonl } = setup();
    const lookup = snap.capture("research", async function lookup(i: number) {
      await new Promise((resolve) => setTimeout(resolve, i % 3));
      return i;
    });
    const worker = async (w: number) => {
      for (let i = 0; i < 20; i++) await lookup(w * 100 + i);
    };
    await Promise.all([0, 1, 2, 3, 4].map(worker));
    const seqs = jsonl("research/tool_calls.jsonl").map((entry) => entry.seq);
    expect(seqs).toHaveLength(100);
    expect(new Set(seqs).size).toBe(100);
  });

  it("duration_ms: an int stays an int, a float is rounded to 0.1 and stays a float", () => {
    const { snap, sink } = setup();
    snap.record("a", "t", {}, "", 100);
    snap.record("a", "t", {}, "", 100.25);
    snap.record("a", "t", {}, "", new PyFloat(7));
    snap.record("a", "t", {}, "", 0.04);
    const lines = sink.readText(`${ROOT}/a/tool_calls.jsonl`)!.split("\n");
    expect(lines.slice(0, 4).map((line) => /"duration_ms": ([^,]+),/.exec(line)![1])).toEqual(["100", "100.2", "7.0", "0.0"]);
  });

  it("writes the JSONL ASCII-escaped with the raw tool name, input made JSON-safe (tuple → str)", () => {
    const { snap, sink, text } = setup();
    snap.record("a", "搜索", { q: "日本", t: new PyTuple([1, 2]), b: new Uint8Array([104]) }, "ok", 1);
    const line = sink.readText(`${ROOT}/a/tool_calls.jsonl`)!;
    expect(line).toContain('"tool": "\\u641c\\u7d22"');
    expect(line).toContain('"input": {"q": "\\u65e5\\u672c", "t": "(1, 2)", "b": "b\'h\'"}');
    expect(line).toContain('"output_file": "calls/0000_unknown.txt"');
    expect(text("a/calls/0000_unknown.txt")).toContain("input: q=日本, t=(1, 2), b=b'h'");
  });

  it("§5.5 redacts input and output, custom callback first; redact=false writes raw", () => {
    const secret = "tvly-abcdefghijklmnopqrstu";
    const custom = setup({ redact: (_tool, input, output) => [{ ...(input as object), user: "<hidden>" }, output] });
    custom.snap.record("a", "t", { q: secret, user: "bob" }, { answer: secret }, 1);
    expect(custom.text("a/calls/0000_t.txt")).toContain("input: q=***API_KEY***, user=<hidden>\n\noutput:\nanswer: ***API_KEY***");
    expect(custom.jsonl("a/tool_calls.jsonl")[0].input).toEqual({ q: "***API_KEY***", user: "<hidden>" });

    const raw = setup({ redact: false });
    raw.snap.record("a", "t", { q: secret }, null, 1, "error", secret);
    expect(raw.text("a/calls/0000_t.txt")).toContain(`input: q=${secret}\n\nerror:\n${secret}`);
  });

  it("§5.4 a custom formatter wins unless it returns null", () => {
    const { snap, text } = setup({ formatter: (tool, _input, output) => (tool === "custom" ? `<<${String(output)}>>` : null) });
    snap.record("a", "custom", {}, "x", 1);
    snap.record("a", "plain", {}, { k: 1 }, 1);
    expect(text("a/calls/0000_custom.txt").endsWith("output:\n<<x>>")).toBe(true);
    expect(text("a/calls/0001_plain.txt").endsWith("output:\nk: 1")).toBe(true);
  });

  it("pads seq to 4 digits and widens past 9999", () => {
    const { snap } = setup();
    for (let i = 0; i < 10_000; i++) snap.record("a", "t", {}, "", 0);
    expect(snap.record("a", "t", {}, "", 0).output_file).toBe("calls/10000_t.txt");
  });
});

describe("Snapshot.finalize", () => {
  it("§9 #78 manifest: counts, artifacts, dependencies, totals", () => {
    const { snap, manifest, text } = setup();
    snap.record("research", "search", { q: "a" }, "r1", 1);
    snap.record("research", "search", { q: "b" }, "r2", 1);
    snap.record("research", "record", { c: "x" }, "ok", 1);
    snap.saveArtifact("research", "# Report", "report.md");
    snap.declareDependency("analysis", "research");
    snap.finalize();
    const m = manifest();
    expect(m.version).toBe(1);
    expect(m.agents.research).toMatchObject({
      tool_calls: 3,
      tools_used: ["search", "record"],
      tool_counts: { search: 2, record: 1 },
      artifacts: ["report.md"],
      errors: 0,
      trace_dir: "research/",
    });
    expect(m.agents.research.trace_bytes).toBeGreaterThan(0);
    expect(m.dependencies).toEqual({ analysis: ["research"] });
    expect(m.totals).toMatchObject({ agents: 1, tool_calls: 3, artifacts: 1 });
    expect(text("research/report.md")).toBe("# Report");
  });

  it("§5.6 writes indent-2 ASCII JSON with a trailing newline, floats as floats", () => {
    let now = 1780216200.79617;
    const { snap, text } = setup({ now: () => now });
    snap.saveArtifact("writer", "é", "notes.md");
    now += 72;
    snap.finalize();
    expect(text("manifest.json")).toBe(
      `{
  "version": 1,
  "session_id": "20260531_083000_abcd1234",
  "created": "2026-05-31T08:30:00.796170+00:00",
  "finalized": "2026-05-31T08:31:12.796170+00:00",
  "duration_seconds": 72.0,
  "agents": {
    "writer": {
      "tool_calls": 0,
      "tools_used": [],
      "tool_counts": {},
      "artifacts": [
        "notes.md"
      ],
      "errors": 0,
      "trace_dir": "writer/",
      "trace_bytes": 0
    }
  },
  "dependencies": {},
  "totals": {
    "agents": 1,
    "tool_calls": 0,
    "artifacts": 1,
    "errors": 0,
    "trace_bytes": 0
  }
}
`,
    );
  });

  it("§9 #79 finalize(incomplete) and the with-block form", async () => {
    const flagged = setup();
    flagged.snap.finalize({ incomplete: true });
    expect(flagged.manifest().incomplete).toBe(true);

    const failed = setup();
    expect(() =>
      failed.snap.runAndFinalize(() => {
        throw new Error("pipeline crashed");
      }),
    ).toThrow("pipeline crashed");
    expect(failed.manifest().incomplete).toBe(true);

    const rejected = setup();
    await expect(rejected.snap.runAndFinalize(async () => Promise.reject(new Error("late")))).rejects.toThrow("late");
    expect(rejected.manifest().incomplete).toBe(true);

    const clean = setup();
    expect(await clean.snap.runAndFinalize(async (snap) => snap.record("a", "t", {}, "", 1).seq)).toBe(0);
    expect(clean.manifest()).not.toHaveProperty("incomplete");
  });

  it("§9 #80 declareDependency deduplicates and keeps list order; creates no agent", () => {
    const { snap, manifest } = setup();
    snap.declareDependency("b", "a");
    snap.declareDependency("b", "a");
    snap.declareDependency("writer", ["research", "analysis"]);
    snap.finalize();
    expect(manifest().dependencies).toEqual({ b: ["a"], writer: ["research", "analysis"] });
    expect(manifest().dependencies.writer).toEqual(["research", "analysis"]);
    expect(manifest().agents).toEqual({});
  });

  it("counts tools named like Object.prototype members", () => {
    const { snap, text } = setup();
    for (const tool of ["valueOf", "__proto__", "valueOf"]) snap.record("a", tool, {}, "", 1);
    snap.finalize();
    expect(text("manifest.json")).toContain('"tool_counts": {\n        "valueOf": 2,\n        "__proto__": 1\n      }');
  });

  it("§9 #81 finalize twice returns the same path and does not rewrite", () => {
    const { snap, manifest } = setup();
    const first = snap.finalize();
    snap.record("late", "t", {}, "", 1);
    expect(snap.finalize({ incomplete: true })).toBe(first);
    expect(first).toBe(`${ROOT}/manifest.json`);
    expect(manifest()).not.toHaveProperty("incomplete");
    expect(manifest().agents).toEqual({});
  });

  it("§5.2 creates agent/calls eagerly, in creation order, even with no calls", () => {
    const { snap, sink, manifest } = setup();
    snap.capture("idle", function noop() {});
    snap.saveArtifact("notes", "n", "a.md");
    snap.finalize();
    expect(snap.agents).toEqual(["idle", "notes"]);
    expect(sink.directories.has(`${ROOT}/idle/calls`)).toBe(true);
    expect(Object.keys(manifest().agents)).toEqual(["idle", "notes"]);
  });

  it("saveArtifact lists a re-saved file once and refuses a missing subdirectory like the fs", () => {
    const { snap, manifest, text } = setup();
    snap.saveArtifact("a", "v1", "x.md");
    snap.saveArtifact("a", "v2", "x.md");
    expect(() => snap.saveArtifact("a", "v", "sub/y.md")).toThrow(MissingDirectoryError);
    snap.finalize();
    expect(manifest().agents.a.artifacts).toEqual(["x.md"]);
    expect(text("a/x.md")).toBe("v2");
  });

  it("defaults session_id to YYYYMMDD_HHMMSS_{8 hex} from the clock", () => {
    const snap = new Snapshot(ROOT, new MemoryFileSink(), { now: () => 1780216200.5 });
    expect(snap.sessionId).toMatch(/^20260531_083000_[0-9a-f]{8}$/);
  });
});

describe("Snapshot.buildIndex / resolveRef", () => {
  it("§9 #82 indexes agent:seq and resolves a file + line to its call", () => {
    const { snap } = setup();
    for (const q of ["a", "b", "c"]) snap.record("research", "search", { q }, `line1\nline2\n${q}`, 1);
    expect([...snap.buildIndex().keys()]).toEqual(["research:0", "research:1", "research:2"]);
    expect(snap.resolveRef("research/calls/0000_search.txt", 5)?.seq).toBe(0);
    expect(snap.resolveRef(`${ROOT}/research/calls/0001_search.txt`, 3)?.seq).toBe(1);
    expect(snap.resolveRef("./research//calls/0002_search.txt", 10)?.seq).toBe(2);
    expect(snap.resolveRef("research/calls/0000_search.txt", 99999)).toBeNull();
    expect(snap.resolveRef("research/analysis.md", 1)).toBeNull();
    expect(snap.resolveRef("nonexistent/calls/0000_search.txt", 1)).toBeNull();
    expect(snap.resolveRef("/elsewhere/research/calls/0000_search.txt", 1)).toBeNull();
    expect(snap.resolveRef("trace/research/calls/0000_search.txt", 1)).toBeNull();
  });

  it("resolves an absolute path holding .. once it is normalised (issue 15 row 8)", () => {
    // Python: snap.resolve_ref(f"{root}/research/calls/../calls/0000_search.txt", 9) is the record of seq 0
    const { snap } = setup();
    snap.record("research", "search", { q: "a" }, "line1\nline2", 1);
    expect(snap.resolveRef(`${ROOT}/research/calls/../calls/0000_search.txt`, 9)?.seq).toBe(0);
    expect(snap.resolveRef(`${ROOT}/../trace/research/calls/0000_search.txt`, 9)?.seq).toBe(0);
    expect(snap.resolveRef(`${ROOT}/research/../../research/calls/0000_search.txt`, 9)).toBeNull();
  });
});

describe("Snapshot.capture", () => {
  it("§9 #83 records a sync call with kwargs input and rethrows a failure as errors=1", () => {
    const { snap, jsonl, manifest } = setup();
    const add = snap.capture("calc", function add({ a, b }: { a: number; b: number }) {
      return a + b;
    });
    expect(add({ a: 3, b: 4 })).toBe(7);
    const fail = snap.capture("calc", function fail(): never {
      throw new TypeError("bad operand");
    });
    expect(() => fail()).toThrow(TypeError);
    snap.finalize();
    expect(manifest().agents.calc).toMatchObject({ tools_used: ["add", "fail"], errors: 1 });
    const [ok, failed] = jsonl("calc/tool_calls.jsonl");
    expect(ok).toMatchObject({ input: { a: 3, b: 4 }, duration_ms: 0 });
    expect(failed).toMatchObject({ input: {}, status: "error", error: "bad operand" });
  });

  it("§5.7 input rules: kwargs drop positionals; one arg itself; several as a list; none as {}", () => {
    const { snap, jsonl } = setup();
    const [withKwargs, single, several, none] = snap.wrap("a", [
      function withKwargs(..._args: unknown[]) {},
      function single(..._args: unknown[]) {},
      function several(..._args: unknown[]) {},
      function none(..._args: unknown[]) {},
    ]);
    withKwargs(1, { limit: 5 });
    single("query");
    several("q", 2, {});
    none();
    expect(jsonl("a/tool_calls.jsonl").map((entry) => entry.input)).toEqual([{ limit: 5 }, "query", ["q", 2, {}], {}]);
  });

  it("times async calls with the clock and names anonymous functions <lambda>", async () => {
    let now = 100;
    const { snap, jsonl } = setup({ now: () => now });
    const slow = snap.capture("a", async (s: string) => {
      now += 0.25;
      return s.toUpperCase();
    });
    expect(await slow("ok")).toBe("OK");
    expect(jsonl("a/tool_calls.jsonl")[0]).toMatchObject({ tool: "<lambda>", duration_ms: 250, input: "ok" });
  });
});

describe("Snapshot.recordMessage", () => {
  it("appends provenance lines with a per-agent seq", () => {
    const { snap, sink } = setup();
    snap.recordMessage("writer", { origin: "external_user", source: "", content: "Write the summary" });
    snap.recordMessage("writer", { origin: "inter_agent", source: "research", content: "Données ✓" });
    expect(sink.readText(`${ROOT}/writer/messages.jsonl`)).toBe(
      '{"seq": 0, "origin": "external_user", "source": "", "content": "Write the summary", "timestamp": 1795950391.7966194}\n' +
        '{"seq": 1, "origin": "inter_agent", "source": "research", "content": "Donn\\u00e9es \\u2713", "timestamp": 1795950391.7966194}\n',
    );
  });
});
