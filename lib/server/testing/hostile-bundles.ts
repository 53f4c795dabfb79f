import { strToU8, zipSync } from "fflate";
import { MessageOrigin } from "../../core/envelope";
import { MemoryFileSink, Snapshot } from "../../core/snapshot";

/**
 * Bundles built in memory for tests and benchmarks that need a large or hostile upload: a manifest,
 * one agent's tool_calls.jsonl (optionally with one very long line) and its flat text files.
 */

export interface LargeBundleOptions {
  calls: number;
  /** Bytes of output text per call. */
  callBytes: number;
  /** Adds a call whose input is one JSON line of about this many bytes of `[NaN, 0, …]`. */
  nanLineBytes?: number;
  /** Random text, stored uncompressed, so the zip is as large as its files (an upload-size test). */
  incompressible?: boolean;
}

/** Base64 of pseudo-random bytes: text deflate cannot shrink much, made quickly without a CSPRNG. */
function randomText(bytes: number, seed: number): string {
  const raw = new Uint8Array(Math.ceil((bytes * 3) / 4));
  let state = seed * 2654435761 + 1;
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[i] = state >>> 24;
  }
  let binary = "";
  for (let i = 0; i < raw.length; i += 0x8000) binary += String.fromCharCode(...raw.subarray(i, i + 0x8000));
  return btoa(binary).slice(0, bytes);
}

function jsonlLine(seq: number, input: string): string {
  return `{"seq": ${seq}, "tool": "t", "agent": "a", "input": ${input}, "output_file": "calls/${String(seq).padStart(4, "0")}_t.txt", "output_bytes": 0, "timestamp": 1795950918.9, "duration_ms": 1.0, "status": "ok", "line_range": [1, 3]}`;
}

/** A zip of one agent with `calls` tool calls; deflate level 1 keeps building it quick. */
export function largeBundleZip(options: LargeBundleOptions): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const lines: string[] = [];
  const repetitive = "revenue: 4,213 million\n".repeat(Math.max(1, Math.ceil(options.callBytes / 23)));
  for (let seq = 0; seq < options.calls; seq++) {
    lines.push(jsonlLine(seq, `{"q": ${seq}}`));
    const body = options.incompressible ? randomText(options.callBytes, seq + 1) : repetitive;
    files[`big/a/calls/${String(seq).padStart(4, "0")}_t.txt`] = strToU8(`[tool_call #${seq}] t\nagent: a\n${body}`);
  }
  if (options.nanLineBytes) {
    // Mostly zeros, a NaN or Infinity here and there in a pseudo-random order: about as compressible
    // (~30:1) as the 4.7 MB zip of a 157 MB line a security review sent.
    const tokens: string[] = [];
    let bytes = 2;
    for (let state = 1; bytes < options.nanLineBytes; ) {
      state = (state * 1103515245 + 12345) >>> 0;
      const token = state >>> 27 === 0 ? "NaN" : state >>> 27 === 1 ? "Infinity" : "0";
      tokens.push(token);
      bytes += token.length + 1;
    }
    const values = tokens.join(",");
    lines.push(jsonlLine(options.calls, `[${values}]`));
  }
  const calls = lines.length;
  files["big/a/tool_calls.jsonl"] = strToU8(lines.join("\n"));
  files["big/manifest.json"] = strToU8(JSON.stringify({ session_id: "large", agents: { a: { tool_calls: calls, tools_used: ["t"], tool_counts: { t: calls }, artifacts: [], errors: 0, trace_dir: "a/", trace_bytes: 0 } }, dependencies: {} }));
  return zipSync(files, { level: options.incompressible ? 0 : 1 });
}

const API_KEY = "sk-abcdefghijklmnopqrstuvwxyz0123";
const BEARER = "Bearer abcdefghijklmnopqrstuvwxyz.0123";
const PASSWORD = "hunter2-correct";
/** Every credential leakyBundle plants; none may be stored. */
export const LEAKED_SECRETS = [API_KEY, BEARER, PASSWORD, "abcdefghijklmnopqrstuvwxyz"];

/**
 * A bundle written without audit-fence's redaction (`redact: false`, as a hand-made or older
 * bundle is): credentials in a tool input, its error, its flat text, a message, the report and an
 * imported claim that cites the call. None of them may be stored.
 */
export function leakyBundle(): { path: string; bytes: Uint8Array }[] {
  const sink = new MemoryFileSink();
  let clock = 1_790_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20261201_000000_5ec2e75a", now: () => (clock += 1), redact: false });
  const input = { ticker: "ACME", api_key: API_KEY, password: PASSWORD, headers: { Authorization: BEARER }, max_tokens: 1200 };
  snapshot.record("research", "get_price", input, { price: 42.5, note: `authorised with ${API_KEY}` }, 5);
  snapshot.record("research", "get_volume", { ticker: "ACME", token: PASSWORD }, null, 5, "error", `401 for key ${API_KEY} (password ${PASSWORD})`);
  snapshot.recordMessage("research", { origin: MessageOrigin.EXTERNAL_USER, source: "", content: `called get_price with {"password": "${PASSWORD}"}` });
  snapshot.finalize();
  sink.writeFile("report.md", `# ACME\n\nThe price was 42.5. (${BEARER})\n`);
  const claim = { claim: "price 42.5", claim_in_document: "The price was 42.5.", evidence: `research/calls/0000_get_price.txt:5:input: ticker=ACME, api_key=${API_KEY}, password=${PASSWORD}`, source_agent: "research", source_tool: "get_price", source_index: 0, raw_value: "42.5", search_file: "research/calls/0000_get_price.txt", search_line: 8, finding: "found", source_type: "standard", metadata: { api_key: API_KEY }, upstream_id: -1, upstream_fence: "", id: 1, timestamp: 1_790_000_100.5, fence: "research->report" };
  sink.mkdir("audit");
  sink.writeFile("audit/citations.jsonl", `${JSON.stringify(claim)}\n`);
  return sink.paths().map((path) => ({ path: `leaky/${path}`, bytes: sink.read(path)! }));
}

