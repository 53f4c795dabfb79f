import { VERDICT_MARKS } from "@/lib/core/reviews";
import type { BaselineComparison } from "./compare-baseline";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/**
 * The baseline diff as text, in the compare view's order: sentences whose verdict changed (line
 * numbers in this report), figures that appeared or disappeared, edges whose status flipped, and
 * how many sentences found no partner.
 */
export function printDiff(diff: BaselineComparison, lineOf: (offset: number) => number, startOf: (index: number) => number): void {
  const { sentences, figures, edges } = diff;
  const unmatched = sentences.unmatched.base.length + sentences.unmatched.head.length;
  console.log("");
  console.log(`against the baseline ${diff.baseline}`);
  console.log(`  sentences: ${sentences.matchedByText} matched by text, ${sentences.matchedByPosition} by position, ${unmatched} unmatched (${sentences.unmatched.base.length} only in the baseline, ${sentences.unmatched.head.length} only now)`);
  console.log(`  ${plural(sentences.changed.length, "sentence")} changed verdict`);
  for (const { base, head } of sentences.changed) console.log(`    ${VERDICT_MARKS[base.verdict]} → ${VERDICT_MARKS[head.verdict]} line ${lineOf(startOf(head.index))}: ${flat(head.text)}`);
  for (const sentence of sentences.unmatched.head) console.log(`    new ${VERDICT_MARKS[sentence.verdict]} line ${lineOf(startOf(sentence.index))}: ${flat(sentence.text)}`);
  console.log(`  ${plural(figures.appeared.length, "figure")} appeared, ${figures.disappeared.length} disappeared`);
  for (const figure of figures.appeared) console.log(`    + ${figure.fence}: "${figure.claim}" (${figure.finding})`);
  for (const figure of figures.disappeared) console.log(`    - ${figure.fence}: "${figure.claim}" (${figure.finding})`);
  console.log(`  ${plural(edges.flipped.length, "edge")} flipped`);
  for (const edge of edges.flipped) console.log(`    ${edge.fence}: ${edge.base} → ${edge.head}`);
  if (edges.onlyBase.length) console.log(`    only in the baseline: ${edges.onlyBase.join(", ")}`);
  if (edges.onlyHead.length) console.log(`    only now: ${edges.onlyHead.join(", ")}`);
  console.log(diff.newNotFound.length ? `  ${plural(diff.newNotFound.length, "sentence")} became ✗ that ${diff.newNotFound.length === 1 ? "was" : "were"} not ✗ in the baseline` : "  no sentence became ✗");
}
