/**
 * Search benchmark: MemorySearchBackend against ripgrep on the same ≥100 MB corpus of flat-text
 * tool-call files (the layout audit-fence's Snapshot writes). Measures literal and regex scan
 * throughput of a full pass over the corpus and the per-query latency (median, after the one-time
 * load), next to the same queries through `rg` (via RipgrepBackend, i.e. `--sort path`, and plain
 * parallel `rg` as a second reference). The regex queries also run through V8's backtracking
 * RegExp, the engine the in-memory search used before RE2 (same patterns, the same scan: one pass
 * over the joined text, jumping to the next line after each hit), and one catastrophic pattern
 * shows why it was replaced.
 *
 * Run: `npx tsx bench/search/index.ts` → prints a table, writes bench/results/search.json.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RipgrepBackend } from "@/lib/core/node/ripgrep-backend";
import { MemorySearchBackend } from "@/lib/core/search";

interface BenchMetric {
  metric: string;
  value: number;
  unit: string;
  /** The same measurement for ripgrep. */
  baseline?: number;
  /** How many times better than the baseline (>1 means MemorySearchBackend wins). */
  ratio?: number;
}

export interface BenchResult {
  name: string;
  metrics: BenchMetric[];
}

const TARGET_BYTES = 110 * 1024 * 1024;
const AGENTS = ["research", "macro", "fundamentals", "news", "risk", "synthesizer"];
const TICKERS = ["AAPL", "MSFT", "GOOG", "AMZN", "NVDA", "META", "TSLA", "JPM", "XOM", "UNH"];
const MEMORY_RUNS = 7;
/** rg takes seconds per query on this corpus; fewer repeats keep the benchmark short. */
const RIPGREP_RUNS = 3;

/** Rare tokens planted in a handful of files so full-corpus queries find a few hits. */
const NEEDLES = ["revenue: 394328000000", "ticker: ZQXT", "trailingPE: 18.923"];
const LITERAL_QUERIES = ["394328000000", "zqxt", "trailingPE: 18.923", "no-such-token-anywhere"];
const REGEX_QUERIES = ["revenue: 39\\d{9}\\b", "ticker: ZQ[A-Z]{2}$", "trailingPE: 18\\.9\\d+", "ZQXT|no-such-token-anywhere"];
/** The same queries as V8 RegExps, case-insensitive as the search is by default. */
const JS_REGEX_QUERIES = [/revenue: 39\p{Nd}{9}\b/giu, /ticker: ZQ[A-Z]{2}(?![^\n])/giu, /trailingPE: 18\.9\p{Nd}+/giu, /ZQXT|no-such-token-anywhere/giu];
/** `(a+)+$` against a's and a "!": exponential for a backtracking engine, linear for RE2. */
const CATASTROPHIC = { pattern: "(a+)+$", regex: /(?:a+)+(?![^\n])/gu, line: `${"a".repeat(25)}!` };

/** A small deterministic PRNG (mulberry32) so every run builds the same corpus. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function toolCallText(seq: number, agent: string, next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const ticker = pick(TICKERS);
  const header = [
    `[tool_call #${seq}] get_${pick(["income", "quote", "news", "balance_sheet", "peers"])}`,
    `agent: ${agent}`,
    `timestamp: 2026-11-29T${String(10 + (seq % 12)).padStart(2, "0")}:${String(seq % 60).padStart(2, "0")}:${String((seq * 7) % 60).padStart(2, "0")}Z`,
    `duration: ${Math.floor(next() * 900) + 20}ms`,
    ...(seq % 97 === 0 ? ["status: ERROR"] : []),
    `input: ticker=${ticker}, period=${pick(["annual", "quarterly"])}, limit=${Math.floor(next() * 50)}`,
    "",
    seq % 97 === 0 ? "error:" : "output:",
  ];
  const body: string[] = [];
  for (let i = 0; i < 12; i++) body.push(`metrics.${pick(["revenue", "net_income", "eps", "gross_margin", "fcf"])}[${i}]: ${(next() * 1e9).toFixed(2)}`);
  const rows = 30 + Math.floor(next() * 20);
  body.push(`(${rows} rows)`, "ticker | period  | revenue        | pe    ", "-------|---------|----------------|-------");
  for (let i = 0; i < rows; i++) {
    const revenue = String(Math.floor(next() * 1e12)).padEnd(14);
    body.push(`${pick(TICKERS).padEnd(6)} | 20${10 + (i % 16)}Q${1 + (i % 4)} | ${revenue} | ${(next() * 80).toFixed(2).padEnd(5)} `);
  }
  body.push(`[0] ${ticker} beats estimates as margins widen`, `[1] Analysts revise ${ticker} targets after guidance`);
  return [...header, ...body].join("\n");
}

/** Writes the corpus into `dir` (one folder per agent, `calls/NNNN_tool.txt`); returns its size. */
function generateCorpus(dir: string): { files: number; bytes: number } {
  const next = random(42);
  let bytes = 0;
  let files = 0;
  const encoder = new TextEncoder();
  for (let seq = 0; bytes < TARGET_BYTES; seq++) {
    const agent = AGENTS[seq % AGENTS.length];
    let text = toolCallText(seq, agent, next);
    if (seq % 5003 === 17) text += `\n${NEEDLES[(seq / 5003) % NEEDLES.length | 0]}`;
    const file = path.join(dir, agent, "calls", `${String(seq).padStart(6, "0")}_call.txt`);
    if (seq < AGENTS.length) mkdirSync(path.dirname(file), { recursive: true });
    const encoded = encoder.encode(text);
    writeFileSync(file, encoded);
    bytes += encoded.length;
    files++;
  }
  return { files, bytes };
}

function loadCorpus(dir: string): Map<string, string> {
  const corpus = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    corpus.set(path.relative(dir, absolute), readFileSync(absolute, "utf8"));
  }
  return corpus;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median wall time of `runs` calls, in milliseconds, after one warm-up call. */
async function timeMs(runs: number, call: () => unknown): Promise<number> {
  await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(samples);
}

/** Plain `rg` with audit-fence's argv (no --sort, so it may use every core). */
function plainRipgrep(root: string, pattern: string): void {
  spawnSync("rg", ["--no-heading", "--with-filename", "--max-columns", "500", "-n", "-i", pattern, root], { stdio: "ignore" });
}

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** Matching lines of `text` for a global JS RegExp, scanned as the in-memory search scans. */
function scanWithRegExp(text: string, regex: RegExp): number {
  let lines = 0;
  for (let from = 0; from <= text.length; ) {
    regex.lastIndex = from;
    const match = regex.exec(text);
    if (!match) break;
    lines++;
    const newline = text.indexOf("\n", match.index);
    from = newline === -1 ? text.length + 1 : newline + 1;
  }
  return lines;
}

export async function run(): Promise<BenchResult> {
  const root = mkdtempSync(path.join(tmpdir(), "cairn-search-bench-"));
  try {
    const { files, bytes } = generateCorpus(root);
    const megabytes = bytes / 1e6;

    const loadStarted = process.hrtime.bigint();
    const memory = new MemorySearchBackend(loadCorpus(root));
    const loadMs = Number(process.hrtime.bigint() - loadStarted) / 1e6;
    const ripgrep = new RipgrepBackend(root);

    // Median latency per query, for each engine; outputs are checked identical first.
    const measure = async (queries: string[]) => {
      const memoryMs: number[] = [];
      const ripgrepMs: number[] = [];
      const plainMs: number[] = [];
      for (const query of queries) {
        const expected = await ripgrep.search(query);
        if (memory.search(query) !== expected) throw new Error(`outputs differ for ${query}`);
        memoryMs.push(await timeMs(MEMORY_RUNS, () => memory.search(query)));
        ripgrepMs.push(await timeMs(RIPGREP_RUNS, () => ripgrep.search(query)));
        plainMs.push(await timeMs(RIPGREP_RUNS, () => plainRipgrep(root, query)));
      }
      return { memoryMs, ripgrepMs, plainMs };
    };
    const literalRuns = await measure(LITERAL_QUERIES);
    const regexRuns = await measure(REGEX_QUERIES);
    const joined = [...loadCorpus(root).values()].join("\n");
    const backtrackingMs: number[] = [];
    for (const regex of JS_REGEX_QUERIES) backtrackingMs.push(await timeMs(MEMORY_RUNS, () => scanWithRegExp(joined, regex)));
    const backtracking = median(backtrackingMs);
    const catastrophicCorpus = new MemorySearchBackend(new Map([["redos.txt", CATASTROPHIC.line]]));
    const catastrophicRe2 = await timeMs(MEMORY_RUNS, () => catastrophicCorpus.search(CATASTROPHIC.pattern));
    const catastrophicJs = await timeMs(1, () => scanWithRegExp(CATASTROPHIC.line, CATASTROPHIC.regex));
    const summarise = (runs: { memoryMs: number[]; ripgrepMs: number[]; plainMs: number[] }[]) => ({
      memory: median(runs.flatMap((r) => r.memoryMs)),
      ripgrep: median(runs.flatMap((r) => r.ripgrepMs)),
      plain: median(runs.flatMap((r) => r.plainMs)),
    });
    const literal = summarise([literalRuns]);
    const regex = summarise([regexRuns]);
    const all = summarise([literalRuns, regexRuns]);

    const throughput = (ms: number) => megabytes / (ms / 1000);
    const faster = (value: number, baseline: number) => round(baseline / value, 2);
    const metrics: BenchMetric[] = [
      { metric: "corpus size", value: round(megabytes), unit: "MB" },
      { metric: "corpus files", value: files, unit: "files" },
      { metric: "one-time load (read + index)", value: round(loadMs), unit: "ms" },
      {
        metric: "literal scan throughput",
        value: round(throughput(literal.memory)),
        unit: "MB/s",
        baseline: round(throughput(literal.ripgrep)),
        ratio: round(literal.ripgrep / literal.memory, 2),
      },
      {
        metric: "regex scan throughput",
        value: round(throughput(regex.memory)),
        unit: "MB/s",
        baseline: round(throughput(regex.ripgrep)),
        ratio: round(regex.ripgrep / regex.memory, 2),
      },
      { metric: "literal query latency (median)", value: round(literal.memory, 2), unit: "ms", baseline: round(literal.ripgrep, 2), ratio: faster(literal.memory, literal.ripgrep) },
      { metric: "regex query latency (median)", value: round(regex.memory, 2), unit: "ms", baseline: round(regex.ripgrep, 2), ratio: faster(regex.memory, regex.ripgrep) },
      // baseline here is V8's backtracking RegExp; ratio < 1 means RE2 is slower on these easy patterns.
      { metric: "regex query latency, RE2 vs V8 RegExp (median)", value: round(regex.memory, 2), unit: "ms", baseline: round(backtracking, 2), ratio: faster(regex.memory, backtracking) },
      { metric: `${CATASTROPHIC.pattern} on 25 a's and "!", RE2 vs V8 RegExp`, value: round(catastrophicRe2, 2), unit: "ms", baseline: round(catastrophicJs, 1), ratio: faster(catastrophicRe2, catastrophicJs) },
      { metric: "query latency (median, all)", value: round(all.memory, 2), unit: "ms", baseline: round(all.ripgrep, 2), ratio: faster(all.memory, all.ripgrep) },
      { metric: "query latency vs plain parallel rg (median, all)", value: round(all.memory, 2), unit: "ms", baseline: round(all.plain, 2), ratio: faster(all.memory, all.plain) },
    ];
    return { name: "search", metrics };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function printTable(result: BenchResult): void {
  const rows = result.metrics.map((m) => [m.metric, `${m.value} ${m.unit}`, m.baseline === undefined ? "" : `${m.baseline} ${m.unit}`, m.ratio === undefined ? "" : `${m.ratio}×`]);
  const header = ["metric", "MemorySearchBackend", "ripgrep", "ratio"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join(" | "));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  run().then((result) => {
    const output = path.join(__dirname, "..", "results", "search.json");
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify(result, null, 2)}\n`);
    printTable(result);
    console.log(`\nwritten to ${path.relative(process.cwd(), output)}`);
  });
}
