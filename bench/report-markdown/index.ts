/**
 * The report view's Markdown pipeline (remark-parse, remark-gfm, raw HTML as text, remark-rehype,
 * rehype-sanitize, the sentence parts of lib/core/report-markdown) on the demo report and on a
 * long one (the sample reports repeated to ~1,400 sentences, headings, lists and tables included):
 * what the browser does, before React, whenever the report's text or sentences change. Node, warm.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { fixtureBundle } from "@/fixtures/bundles";
import { rehypeSentences, remarkRawAsText } from "@/lib/core/report-markdown";
import { splitSentences } from "@/lib/core/sentences";
import { benchResult, type BenchResult } from "../lib/result";

const SAMPLES = 30;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function timeRender(markdown: string): { sentences: number; p50: number; p95: number } {
  const sentences = splitSentences(markdown);
  const once = () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRawAsText).use(remarkRehype).use(rehypeSanitize).use(rehypeSentences, { source: markdown, sentences });
    processor.runSync(processor.parse(markdown), markdown);
  };
  for (let i = 0; i < 3; i++) once();
  const times = Array.from({ length: SAMPLES }, () => {
    const started = performance.now();
    once();
    return performance.now() - started;
  });
  return { sentences: sentences.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

export async function run(): Promise<BenchResult> {
  const demo = readFileSync(path.join(process.cwd(), "lib/demo/equity-research/report.md"), "utf8");
  const samples = [demo, readFileSync(fixtureBundle("deep_research/report.md"), "utf8"), readFileSync(fixtureBundle("clinical_summary/report.md"), "utf8")].join("\n\n");
  const long = Array.from({ length: 15 }, () => samples).join("\n\n");
  const small = timeRender(demo);
  const large = timeRender(long);
  return benchResult(
    "report-markdown",
    [
      { metric: `demo report (${small.sentences} sentences) p50`, value: Number(small.p50.toFixed(2)), unit: "ms" },
      { metric: `demo report (${small.sentences} sentences) p95`, value: Number(small.p95.toFixed(2)), unit: "ms" },
      { metric: `long report (${large.sentences} sentences) p50`, value: Number(large.p50.toFixed(1)), unit: "ms" },
      { metric: `long report (${large.sentences} sentences) p95`, value: Number(large.p95.toFixed(1)), unit: "ms" },
    ],
    ["Parsed again only when the report's text or sentences change: selecting, filtering and j/k/n/N do not re-parse."],
  );
}
