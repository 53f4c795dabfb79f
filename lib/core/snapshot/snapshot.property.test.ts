import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFlatText, parseManifest, parseToolCalls } from "../bundle";
import { pyRound, pyStr, utcSecondStamp } from "../python";
import { MemoryFileSink, Snapshot, safeName } from ".";

/**
 * Round trip: random tool calls go through the writer into a MemoryFileSink and are read back
 * from the written JSONL and flat files. Each generated output carries its expected body, built
 * from the spec's rules for that shape rather than from the writer's formatter.
 */

const ROOT = "/run";
const AGENTS = ["research", "writer", "stats_2"];
const SECRET = "sk-0123456789abcdefghijKLMN";

const noSecret = (s: string) => !/sk-|AIza|tvly-|Bearer /.test(s);
const text = (maxLength = 30) => fc.string({ unit: "binary", maxLength }).filter(noSecret);
/** The flat-text title is one line; the reader's `.` also stops at \r and the Unicode separators. */
const toolName = fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).filter((s) => !/[\n\r\u2028\u2029]/.test(s) && noSecret(s));
const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
const scalar = fc.oneof(text(), fc.integer(), fc.boolean(), fc.constant(null));

/** What a check may need beyond the body: the run's cap, the sink, and the call's .bin path. */
interface WrittenFiles {
  cap: number;
  read: (path: string) => Uint8Array | undefined;
  binPath: string;
}

interface Expected {
  kind: "output" | "error";
  body: string;
  /** Replaces the exact body comparison where the shape is checked instead (tables, bytes). */
  checkBody?: (body: string, written: WrittenFiles) => void;
  /** Files besides the flat text, checked even when the flat text was truncated. */
  checkFiles?: (written: WrittenFiles) => void;
}

interface GeneratedCall {
  agent: string;
  tool: string;
  input: Record<string, unknown> | string;
  output: unknown;
  status: "ok" | "error";
  error?: string;
  durationMs: number;
  expected: Expected;
}

const tableRows = fc
  .array(fc.dictionary(fc.constantFrom("sym", "px", "note"), fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{0,6}$/), fc.integer()), { minKeys: 1 }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((rows) => ({
    output: rows,
    expected: {
      kind: "output" as const,
      body: "",
      checkBody: (body: string) => {
        const columns = Object.keys(rows[0]);
        const lines = body.split("\n");
        expect(lines[0]).toBe(`(${rows.length} rows)`);
        expect(lines).toHaveLength(rows.length + 3);
        expect(new Set(lines.slice(1).map((line) => line.length)).size).toBe(1);
        expect(lines[1].split(" | ").map((cell) => cell.trimEnd())).toEqual(columns);
        expect(lines[2]).toMatch(/^-+(-\|-+)*$/);
        rows.forEach((row, r) =>
          expect(lines[r + 3].split(" | ").map((cell) => cell.trimEnd())).toEqual(
            columns.map((column) => (Object.hasOwn(row, column) ? pyStr(row[column]) : "")),
          ),
        );
      },
    },
  }));

const outputCase = fc.oneof(
  text(200).map((s) => ({ output: s, expected: { kind: "output" as const, body: s } })),
  fc.constant({ output: null, expected: { kind: "output" as const, body: "(no output)" } }),
  fc.tuple(text(), text()).map(([a, b]) => ({
    output: `${a} ${SECRET} ${b}`,
    expected: { kind: "output" as const, body: `${a} ***API_KEY*** ${b}` },
  })),
  fc.dictionary(key, scalar, { minKeys: 1, maxKeys: 6 }).map((dict) => ({
    output: dict,
    expected: { kind: "output" as const, body: Object.entries(dict).map(([k, v]) => `${k}: ${pyStr(v)}`).join("\n") },
  })),
  fc.array(text(), { minLength: 1, maxLength: 5 }).map((items) => ({
    output: items,
    expected: { kind: "output" as const, body: items.map((item, i) => `[${i}] ${item}`).join("\n") },
  })),
  tableRows,
  fc.uint8Array({ maxLength: 600, size: "max" }).map((bytes) => ({
    output: bytes,
    expected: {
      kind: "output" as const,
      body: "",
      checkBody: (body: string, { binPath }: WrittenFiles) =>
        expect(body).toBe(`[binary output: ${bytes.length} bytes]\nsaved to: ${binPath.split("/").at(-1)}`),
      checkFiles: ({ cap, read, binPath }: WrittenFiles) => expect(read(binPath)).toEqual(bytes.slice(0, cap)),
    },
  })),
);

const call: fc.Arbitrary<GeneratedCall> = fc
  .record({
    agent: fc.constantFrom(...AGENTS),
    tool: toolName,
    input: fc.oneof(fc.dictionary(key, scalar, { maxKeys: 4 }), text()),
    durationMs: fc.oneof(fc.nat(100_000), fc.double({ min: 0, max: 1e5, noNaN: true })),
    outcome: fc.oneof(
      { weight: 4, arbitrary: outputCase.map((c) => ({ status: "ok" as const, ...c, error: undefined })) },
      {
        weight: 1,
        arbitrary: fc.tuple(text(60), fc.boolean()).map(([message, withSecret]) => {
          const error = withSecret ? `${message} ${SECRET}` : message || "boom";
          const shown = withSecret ? `${message} ***API_KEY***` : error;
          return { status: "error" as const, output: null, error, expected: { kind: "error" as const, body: shown } };
        }),
      },
    ),
  })
  .map(({ outcome, ...rest }) => ({ ...rest, ...outcome }));

function expectedInputLine(input: Record<string, unknown> | string): string {
  return typeof input === "string" ? input : Object.entries(input).map(([k, v]) => `${k}=${pyStr(v)}`).join(", ");
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

describe("Snapshot round trip (property)", () => {
  it("files read back equal what was recorded; JSONL, sizes, line ranges and manifest agree", () => {
    fc.assert(
      fc.property(
        fc.array(call, { maxLength: 12 }),
        fc.oneof(fc.constant(10_000_000), fc.integer({ min: 40, max: 400 })),
        (calls, cap) => {
          let clock = 1_795_950_000.123;
          const sink = new MemoryFileSink();
          const snap = new Snapshot(ROOT, sink, { sessionId: "s", maxOutputBytes: cap, now: () => (clock += 0.37) });
          for (const c of calls) snap.record(c.agent, c.tool, c.input, c.output, c.durationMs, c.status, c.error);
          snap.finalize();

          const manifest = parseManifest(sink.readText(`${ROOT}/manifest.json`)!, "manifest.json");
          expect(manifest.totals?.tool_calls).toBe(calls.length);
          expect(manifest.totals?.errors).toBe(calls.filter((c) => c.status === "error").length);

          for (const agent of new Set(calls.map((c) => c.agent))) {
            const mine = calls.filter((c) => c.agent === agent);
            const jsonl = sink.readText(`${ROOT}/${agent}/tool_calls.jsonl`)!;
            expect(jsonl).toMatch(/^[\x00-\x7f]*$/);
            const parsedLines = parseToolCalls(jsonl, "tool_calls.jsonl");
            expect(parsedLines.warnings).toEqual([]);
            const entries = parsedLines.entries.map(({ value }) => value);
            expect(entries).toHaveLength(mine.length);
            const summary = manifest.agents[agent];
            expect(summary.tool_calls).toBe(mine.length);
            expect(summary.tools_used).toEqual([...new Set(mine.map((c) => c.tool))]);
            expect(summary.trace_bytes).toBe(entries.reduce((sum, e) => sum + e.output_bytes, 0));

            entries.forEach((entry, seq) => {
              const c = mine[seq];
              const stem = `${String(seq).padStart(4, "0")}_${safeName(c.tool)}`;
              const duration = Number.isInteger(c.durationMs) ? c.durationMs : pyRound(c.durationMs, 1);
              expect(entry).toMatchObject({ seq, tool: c.tool, agent, input: c.input, status: c.status, duration_ms: duration });
              expect(entry.output_file).toBe(`calls/${stem}.txt`);
              expect(entry.error).toBe(c.status === "error" ? c.error : null);

              const bytes = sink.read(`${ROOT}/${agent}/${entry.output_file}`)!;
              const file = decoder.decode(bytes);
              expect(entry.output_bytes).toBe(bytes.length);
              expect(entry.line_range).toEqual([1, file.split("\n").length]);

              const header = [
                `[tool_call #${seq}] ${c.tool}`,
                `agent: ${agent}`,
                `timestamp: ${utcSecondStamp(entry.timestamp)}`,
                `duration: ${Math.trunc(duration)}ms`,
                ...(c.status === "error" ? ["status: ERROR"] : []),
                `input: ${expectedInputLine(c.input)}`,
                "",
                `${c.expected.kind}:`,
              ].join("\n");
              const written = { cap, read: (p: string) => sink.read(p), binPath: `${ROOT}/${agent}/calls/${stem}.bin` };
              c.expected.checkFiles?.(written);
              const parsed = parseFlatText(file)!;
              const full = encoder.encode(`${header}\n${parsed.truncated ? "" : parsed.body}`);
              if (parsed.truncated) {
                expect(parsed.truncated.shownBytes).toBe(cap);
                expect(parsed.truncated.originalBytes).toBeGreaterThan(cap);
                // Without the body we can still check the cut when it falls inside the header.
                if (full.length > cap) expect(file.startsWith(decoder.decode(full.subarray(0, cap)))).toBe(true);
                return;
              }
              expect(encoder.encode(file).length).toBeLessThanOrEqual(cap);
              expect(file.slice(0, header.length + 1)).toBe(`${header}\n`);
              expect(parsed).toMatchObject({
                seq,
                tool: c.tool,
                agent,
                timestamp: utcSecondStamp(entry.timestamp),
                durationMs: Math.trunc(duration),
                status: c.status,
                input: expectedInputLine(c.input),
                bodyKind: c.expected.kind,
              });
              if (c.expected.checkBody) c.expected.checkBody(parsed.body, written);
              else expect(parsed.body).toBe(c.expected.body);
            });
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a truncated file is the first cap bytes of the full text, decoded with U+FFFD, plus the notice", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1, maxLength: 300 }).filter(noSecret), fc.integer({ min: 1, max: 400 }), (body, cap) => {
        const sink = new MemoryFileSink();
        const snap = new Snapshot(ROOT, sink, { sessionId: "s", maxOutputBytes: cap, now: () => 0 });
        const entry = snap.record("a", "t", "q", body, 0);
        const full = encoder.encode(`[tool_call #0] t\nagent: a\ntimestamp: 1970-01-01T00:00:00Z\nduration: 0ms\ninput: q\n\noutput:\n${body}`);
        const file = sink.readText(`${ROOT}/a/${entry.output_file}`);
        const expected =
          full.length > cap
            ? `${decoder.decode(full.subarray(0, cap))}\n\n[TRUNCATED: output was ${full.length} bytes, showing first ${cap}]`
            : decoder.decode(full);
        expect(file).toBe(expected);
        expect(entry.output_bytes).toBe(encoder.encode(expected).length);
      }),
      { numRuns: 300 },
    );
  });
});
