import { bundleFilesFromEntries, readBundle, type ParsedBundle } from "@/lib/core/bundle";
import { joinedAsciiTexts } from "@/lib/core/node";
import { MemoryFileSink, Snapshot } from "@/lib/core/snapshot";

export interface ResearchBundleOptions {
  specialists: number;
  callsPerSpecialist: number;
  /** Approximate size of all tool call text together. */
  targetBytes: number;
  /** Sentences of the final report (each specialist's notes hold its share, before the writer's edits). */
  reportSentences: number;
  /** Every n-th report sentence gets a figure the writer made up. */
  fabricatedEvery: number;
}

/** bench/audit's run: a 200-sentence report over 62.8 MB of call files from four analysts. */
export const AUDIT_BUNDLE: ResearchBundleOptions = { specialists: 4, callsPerSpecialist: 120, targetBytes: 62 * 1024 ** 2, reportSentences: 200, fabricatedEvery: 5 };
/** bench/chain's run: a 1,380-sentence report over 8.5 MB of call files from six analysts (10,771 claims). */
export const CHAIN_BUNDLE: ResearchBundleOptions = { specialists: 6, callsPerSpecialist: 240, targetBytes: 8 * 1024 ** 2, reportSentences: 1380, fabricatedEvery: 5 };

export interface ResearchBundle {
  files: Map<string, Uint8Array>;
  /** The report sentences that carry a made-up figure. */
  fabricated: string[];
}

interface RegionRow {
  region: string;
  product: string;
  quarter: string;
  units: number;
  revenue_usd: number;
  margin: number;
}

/** Deterministic PRNG (mulberry32), so every run of the bench audits the same bundle. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROW_BYTES = 58;
/** Letters only, so a region's name is never read as a figure: 0 → "Aaaa", 1 → "Baaa"… */
function regionCode(index: number): string {
  let code = "";
  for (let rest = index, i = 0; i < 4 || rest > 0; i++, rest = Math.floor(rest / 26)) code += String.fromCharCode((i === 0 ? 65 : 97) + (rest % 26));
  return code;
}
const isTextCall = (call: number) => call % 7 === 6;
const usd = (value: number) => value.toLocaleString("en-US");

/** A sentence citing a row, in one of four forms: rounded millions, an exact count, a percent of a fraction, two exact figures. */
function citation(row: RegionRow, form: number): string {
  switch (form % 4) {
    case 0:
      return `Region ${row.region} booked revenue of $${(row.revenue_usd / 1e6).toFixed(2)} million for ${row.product} in ${row.quarter}.`;
    case 1:
      return `Units shipped of ${row.product} in region ${row.region} reached ${usd(row.units)} in ${row.quarter}.`;
    case 2:
      return `Region ${row.region} ran a ${row.product} margin of ${(row.margin * 100).toFixed(1)}% in ${row.quarter}.`;
    default:
      return `In ${row.quarter}, region ${row.region} sold ${usd(row.units)} units of ${row.product} for $${usd(row.revenue_usd)}.`;
  }
}

/**
 * The same row with one figure changed the way a writer's slip would, to a figure the trace
 * holds nowhere: a misplaced decimal point (revenues stay under $10 million), a digit off
 * in the margin's tens (margins stay under 45%), an exact count or amount off (retried until
 * no row holds it). With a million rows, a small slip (revenue +$70,000 at two decimals of a
 * million, units +9, margin +0.4 points) lands on some other region's row with the same column
 * names, where the figure is real.
 */
function misquoted(row: RegionRow, form: number, writtenIntegers: ReadonlySet<number>): RegionRow {
  const absent = (value: number, step: number) => {
    while (writtenIntegers.has(value)) value += step;
    return value;
  };
  switch (form % 4) {
    case 0:
      return { ...row, revenue_usd: row.revenue_usd * (row.revenue_usd < 1e6 ? 100 : 10) };
    case 1:
      return { ...row, units: absent(row.units * 10 + 9, 10) };
    case 2:
      return { ...row, margin: row.margin + 0.5 };
    default:
      return { ...row, revenue_usd: absent(row.revenue_usd + 27, 27) };
  }
}

/**
 * A large research run written with the Snapshot writer: `specialists` agents, each with ASCII-table
 * and long-text tool outputs, each writing notes that cite its own rows; a `writer` fans them in
 * into a report of `reportSentences` sentences, some with a made-up figure. Sizes scale to
 * `targetBytes`; everything is deterministic.
 */
export function generateResearchBundle(options: ResearchBundleOptions): ResearchBundle {
  const random = randomSource(20260101);
  const sink = new MemoryFileSink();
  let clock = 1_780_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20260101_000000_a0d17b00", now: () => (clock += 0.01) });
  const rowsPerCall = Math.max(4, Math.round(options.targetBytes / (options.specialists * options.callsPerSpecialist * ROW_BYTES)));
  const perSpecialist = Math.ceil(options.reportSentences / options.specialists);
  const specialists = Array.from({ length: options.specialists }, (_, i) => `analyst_${String(i + 1).padStart(2, "0")}`);
  const reportSections: string[] = [];
  const fabricated: string[] = [];
  let sentenceNumber = 0;

  // Every row's units and revenue_usd, so a made-up count or amount can be one no row holds.
  const writtenIntegers = new Set<number>();
  const citedBy = specialists.map((agent, agentIndex) => {
    const cited: RegionRow[] = [];
    // Notes cite table rows of evenly spaced calls.
    const citedCalls = new Set(Array.from({ length: perSpecialist }, (_, k) => Math.floor((k * options.callsPerSpecialist) / perSpecialist)).map((call) => (isTextCall(call) ? call - 1 : call)));
    for (let call = 0; call < options.callsPerSpecialist; call++) {
      const rows: RegionRow[] = Array.from({ length: rowsPerCall }, (_, row) => ({
        region: regionCode((agentIndex * options.callsPerSpecialist + call) * rowsPerCall + row),
        product: `P-${1 + Math.floor(random() * 40)}`,
        quarter: `Q${1 + (row % 4)} 2025`,
        units: 1000 + Math.floor(random() * 98_000),
        revenue_usd: 100_000 + Math.floor(random() * 9_800_000),
        margin: Number((0.05 + random() * 0.4).toFixed(4)),
      }));
      for (const row of rows) writtenIntegers.add(row.units).add(row.revenue_usd);
      if (isTextCall(call)) {
        // A long-text output: lines over 500 bytes, which search prints as "[Omitted long matching line]".
        const paragraphs = [];
        for (let at = 0; at < rows.length; at += 8) paragraphs.push(rows.slice(at, at + 8).map((row) => citation(row, at + row.units)).join(" "));
        snapshot.record(agent, "read_field_report", { agent, call }, paragraphs.join("\n"), 40);
      } else {
        snapshot.record(agent, call % 3 === 0 ? "sql_query" : "get_region_metrics", { agent, call, table: "region_sales" }, rows, 25);
      }
      if (citedCalls.has(call)) cited.push(rows[Math.floor(random() * rows.length)]);
    }
    return cited;
  });

  // Notes and report come last: a made-up figure must be one no specialist's calls hold.
  specialists.forEach((agent, agentIndex) => {
    const cited = citedBy[agentIndex];
    const notes: string[] = [];
    const report: string[] = [];
    for (const row of cited.slice(0, options.reportSentences - sentenceNumber)) {
      const form = sentenceNumber++;
      notes.push(`- ${citation(row, form)}`);
      const madeUp = form % options.fabricatedEvery === options.fabricatedEvery - 1;
      report.push(citation(madeUp ? misquoted(row, form, writtenIntegers) : row, form));
      if (madeUp) fabricated.push(report[report.length - 1]);
    }
    snapshot.saveArtifact(agent, `# Notes of ${agent}\n\n${notes.join("\n")}\n`, "notes.md");
    reportSections.push(`## Findings of ${agent}\n\n${report.join(" ")}`);
  });

  const report = `# Regional sales review\n\n${reportSections.join("\n\n")}\n`;
  snapshot.record("writer", "outline", { sections: specialists }, `${specialists.length} sections planned`, 900);
  snapshot.saveArtifact("writer", report, "draft.md");
  snapshot.declareDependency("writer", specialists);
  snapshot.finalize();
  sink.writeFile("report.md", report);
  return { files: new Map(sink.paths().map((path) => [path, sink.read(path)!])), fabricated };
}

/** A generated bundle read as `cairn audit` reads one (an agent's call files decoded in batches). */
export function readResearchBundle(files: ReadonlyMap<string, Uint8Array>): ParsedBundle {
  return readBundle(bundleFilesFromEntries(files), { batchDecoder: joinedAsciiTexts });
}
