import { describe, expect, it } from "vitest";
import { makeClaimRecord } from "../records";
import {
  BundleError,
  UNKNOWN_FENCE,
  citationsJsonl,
  enforcementLogJsonl,
  parseCascadeFile,
  parseCitations,
  parseEnforcementLog,
  parseGroupSnapshot,
  parseMessages,
  parseToolCalls,
} from ".";

const OK_LINE =
  '{"seq": 0, "tool": "get_income", "agent": "research", "input": {"ticker": "AAPL", "period": "annual"}, "output_file": "calls/0000_get_income.txt", "output_bytes": 223, "timestamp": 1795950391.7966194, "duration_ms": 100.5, "status": "ok", "line_range": [1, 12]}';
const ERROR_LINE =
  '{"seq": 3, "tool": "bad/tool", "agent": "research", "input": {"q": "x"}, "output_file": "calls/0003_bad_tool.txt", "output_bytes": 137, "timestamp": 1795950391.7978623, "duration_ms": 5.5, "status": "error", "line_range": [1, 9], "error": "boom sk-abcdefghijklmnopqrstuvwxyz"}';

describe("parseToolCalls", () => {
  it("lists the first 50 skipped lines of a file, then sums up the rest", () => {
    const { warnings } = parseToolCalls([OK_LINE, ...Array(60).fill("junk")].join("\n"), "f");
    expect(warnings).toHaveLength(51);
    expect(warnings[49].line).toBe(51);
    expect(warnings[50]).toEqual({ file: "f", message: "10 more malformed lines skipped" });
  });

  it("reads the spec §5.3 examples, dropping unknown keys", () => {
    const { entries, warnings } = parseToolCalls(`${OK_LINE}\n${ERROR_LINE.replace('"seq": 3', '"seq": 3, "extra": 1')}\n`, "research/tool_calls.jsonl");
    expect(warnings).toEqual([]);
    expect(entries.map((entry) => entry.line)).toEqual([1, 2]);
    expect(entries[0].value).toEqual({
      seq: 0,
      tool: "get_income",
      agent: "research",
      input: { ticker: "AAPL", period: "annual" },
      output_file: "calls/0000_get_income.txt",
      output_bytes: 223,
      timestamp: 1795950391.7966194,
      duration_ms: 100.5,
      status: "ok",
      line_range: [1, 12],
      error: null,
    });
    expect(entries[1].value.error).toBe("boom sk-abcdefghijklmnopqrstuvwxyz");
    expect(entries[1].value).not.toHaveProperty("extra");
  });

  it("defaults line_range to [] and accepts NaN and non-ASCII escapes", () => {
    const line = OK_LINE.replace(', "line_range": [1, 12]', "").replace('"duration_ms": 100.5', '"duration_ms": NaN').replace("AAPL", "\\u00e9t\\u00e9");
    const [entry] = parseToolCalls(line, "f").entries;
    expect(entry.value.line_range).toEqual([]);
    expect(entry.value.duration_ms).toBeNaN();
    expect(entry.value.input).toEqual({ ticker: "été", period: "annual" });
  });

  it("skips malformed lines and names each with its line number", () => {
    const text = [OK_LINE, "", '{"seq": 1, "tool": ', '{"seq": "x"}', ERROR_LINE, "not json"].join("\n");
    const { entries, warnings } = parseToolCalls(text, "trace/research/tool_calls.jsonl");
    expect(entries.map((entry) => [entry.line, entry.value.seq])).toEqual([
      [1, 0],
      [5, 3],
    ]);
    expect(warnings).toEqual([
      {
        file: "trace/research/tool_calls.jsonl",
        line: 3,
        message: "malformed JSON, line skipped: Unexpected end of input (expected a value)",
      },
      {
        file: "trace/research/tool_calls.jsonl",
        line: 4,
        message: 'not a valid tool call record, line skipped: "seq" should be a number, not a string',
      },
      {
        file: "trace/research/tool_calls.jsonl",
        line: 6,
        message: 'malformed JSON, line skipped: Unexpected token "n" (expected a value)',
      },
    ]);
  });
});

const CITATION =
  '{"claim": "Revenue $5.1B", "claim_in_document": "revenue of $5.1 billion", "evidence": "data.json:42: revenue was $5.1B in FY2025 — é", "source_agent": "", "source_tool": "", "source_index": -1, "raw_value": "", "search_file": "", "search_line": -1, "finding": "found", "source_type": "standard", "metadata": {"grep_file": "data.json"}, "upstream_id": -1, "upstream_fence": "", "id": 1, "timestamp": 1795950436.180268}';
const REJECTION =
  '{"tool": "submit", "content": "fabricated evidence that is long", "reason": "Evidence does not match any recent search result. Call a search tool first, then paste the matching output into the evidence field.", "timestamp": 1795950436.1801414, "context": {"agent": "fund", "round": 1}}';

describe("citations", () => {
  it("reads the §2.3 example and writes it back byte for byte", () => {
    const { entries, warnings } = parseCitations(CITATION + "\n", "audit/citations.jsonl");
    expect(warnings).toEqual([]);
    expect(entries[0].fence).toBe(UNKNOWN_FENCE);
    expect(entries[0].record.metadata).toEqual({ grep_file: "data.json" });
    expect(citationsJsonl(entries.map((entry) => entry.record))).toBe(CITATION + "\n");
  });

  it("writes a trailing fence key and reads it back", () => {
    const written = citationsJsonl(parseCitations(CITATION, "f").entries.map((entry) => entry.record), { fence: "research->writer" });
    expect(written).toBe(CITATION.slice(0, -1) + ', "fence": "research->writer"}\n');
    expect(parseCitations(written, "f").entries[0].fence).toBe("research->writer");
  });

  it("writes a not-found claim's nearest candidates after the spec's keys, before the fence, and reads them back", () => {
    const nearest = [{ text: "17.9%", agent: "technical", file: "technical_output.txt", line: 3, excerpt: "rsi_14: 17.9%" }];
    const record = { ...makeClaimRecord({ claim: "17.4%", claim_in_document: "RSI 17.4%.", evidence: "", finding: "not-found", timestamp: 5.5 }), nearest };
    const written = citationsJsonl([record], { fence: "technical->writer" });
    expect(written).toContain('"timestamp": 5.5, "nearest": [{"text": "17.9%", "agent": "technical", "file": "technical_output.txt", "line": 3, "excerpt": "rsi_14: 17.9%"}], "fence": "technical->writer"}');
    expect(parseCitations(written, "f").entries[0]).toEqual({ fence: "technical->writer", record });
  });

  it("keeps a float timestamp a float and fills defaults for missing fields", () => {
    const record = makeClaimRecord({ claim: "c", claim_in_document: "d", evidence: "e", timestamp: 1795950436, id: 2 });
    expect(citationsJsonl([record])).toContain('"id": 2, "timestamp": 1795950436.0}');
    const [entry] = parseCitations('{"claim": "c", "claim_in_document": "d", "evidence": "e", "timestamp": 5.5}', "f").entries;
    expect(entry.record).toEqual(makeClaimRecord({ claim: "c", claim_in_document: "d", evidence: "e", timestamp: 5.5 }));
  });

  it("skips a line that is not a claim", () => {
    const { entries, warnings } = parseCitations(`${CITATION}\n{"claim": "only"}\n`, "audit/claims.jsonl");
    expect(entries).toHaveLength(1);
    expect(warnings).toEqual([
      { file: "audit/claims.jsonl", line: 2, message: 'not a valid claim record, line skipped: "claim_in_document" is missing' },
    ]);
  });
});

describe("enforcement log", () => {
  it("reads §1.8 records; fence from the fence key, else context.fence, else unknown", () => {
    const withContextFence = REJECTION.replace('"agent": "fund"', '"fence": "r2_report"');
    const withKey = REJECTION.slice(0, -1) + ', "fence": "a->b"}';
    const noContext = '{"tool": "claim_in_document", "content": "x", "reason": "r", "timestamp": 1.5}';
    const { entries, warnings } = parseEnforcementLog([REJECTION, withContextFence, withKey, noContext].join("\n"), "f");
    expect(warnings).toEqual([]);
    expect(entries.map((entry) => entry.fence)).toEqual([UNKNOWN_FENCE, "r2_report", "a->b", UNKNOWN_FENCE]);
    expect(entries[0].record).toEqual({
      tool: "submit",
      content: "fabricated evidence that is long",
      reason: "Evidence does not match any recent search result. Call a search tool first, then paste the matching output into the evidence field.",
      timestamp: 1795950436.1801414,
      context: { agent: "fund", round: 1 },
    });
    expect(entries[3].record).not.toHaveProperty("context");
  });

  it("writes key order tool, content, reason, timestamp, context, fence", () => {
    const [entry] = parseEnforcementLog(REJECTION, "f").entries;
    expect(enforcementLogJsonl([{ ...entry, fence: "fund" }])).toBe(REJECTION.slice(0, -1) + ', "fence": "fund"}\n');
    expect(enforcementLogJsonl([{ fence: "g", record: { tool: "t", content: "é", reason: "r", timestamp: 2 } }])).toBe(
      '{"tool": "t", "content": "é", "reason": "r", "timestamp": 2.0, "fence": "g"}\n',
    );
  });
});

describe("parseMessages", () => {
  it("reads messages.jsonl and refuses an unknown origin", () => {
    const text = [
      '{"seq": 0, "origin": "external_user", "source": "", "content": "summarise", "timestamp": 1.0}',
      '{"seq": 1, "origin": "inter_agent", "source": "research", "content": "[inter-agent data from \'research\' — x]\\nfacts", "timestamp": 2.0}',
      '{"seq": 2, "origin": "the_internet", "source": "", "content": "x", "timestamp": 3.0}',
    ].join("\n");
    const { entries, warnings } = parseMessages(text, "writer/messages.jsonl");
    expect(entries.map((entry) => entry.value.origin)).toEqual(["external_user", "inter_agent"]);
    expect(entries[1].value.source).toBe("research");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: "writer/messages.jsonl", line: 3 });
    expect(warnings[0].message).toContain('"origin"');
  });
});

describe("whole-file audit documents", () => {
  it("reads a FenceGroup snapshot, tolerating unknown search-record keys", () => {
    const snapshot = parseGroupSnapshot(
      JSON.stringify({
        fences: {
          a: {
            name: "a",
            history: [{ query: "q", result_text: "r", timestamp: 1.5, source: "a", tool_name: "search", file_path: "", extra: 1 }],
            rejections: [JSON.parse(REJECTION)],
            config: { min_evidence_length: 20, history_window: 20, history_limit: null, context: {}, track_all: false },
          },
        },
        links: { b: ["a"] },
      }),
      "audit/group_snapshot.json",
    );
    expect(snapshot.fences.a.history[0]).toEqual({
      query: "q",
      result_text: "r",
      timestamp: 1.5,
      metadata: {},
      source: "a",
      tool_name: "search",
      file_path: "",
    });
    expect(snapshot.fences.a.config.history_limit).toBeNull();
    expect(snapshot.links).toEqual({ b: ["a"] });
  });

  it("throws a BundleError naming the file and field", () => {
    expect(() => parseGroupSnapshot('{"fences": {"a": {"history": []}}}', "audit/group_snapshot.json")).toThrow(
      new BundleError("audit_file_invalid", { file: "audit/group_snapshot.json", message: '"fences.a.name" is missing' }),
    );
  });

  it("reads cascade.json", () => {
    const cascade = parseCascadeFile(
      JSON.stringify({
        version: 1,
        session_id: "s",
        auditor: { kind: "mechanical" },
        started: "2026-11-29T11:15:18+00:00",
        finished: "2026-11-29T11:15:19+00:00",
        all_passed: false,
        edges: [{ fence: "a->b", sources: ["a"], target: "b", document: "node_output", status: "fail", claims: 2, found: 1, not_found: 1, unchecked: 0, rejections: 0 }],
        failed_edges: [["a", "b"]],
      }),
      "audit/cascade.json",
    );
    expect(cascade.edges[0].status).toBe("fail");
    expect(cascade.failed_edges).toEqual([["a", "b"]]);
  });
});
