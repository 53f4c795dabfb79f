import type { FencedClaim } from "@/lib/core/bundle";
import { codePointLength, codePointSlice, pyJsonDumps, pySplitWhitespace } from "@/lib/core/python";
import type { BundleScore, Detail } from "./score";
import { LABELS, MUST_FLAG_LABELS, sourcePath } from "./truth";
import type { Tally } from "./tally";

/** One line of text, whitespace collapsed, cut to `width` characters. */
function shorten(text: string, width = 96): string {
  const line = pySplitWhitespace(text).join(" ");
  return codePointLength(line) <= width ? line : `${codePointSlice(line, 0, width - 1)}…`;
}

/** `fence#id "claim" finding file:line`, the way a reviewer finds the claim in claims.jsonl. */
export function claimRef({ fence, record }: FencedClaim): string {
  const where = record.search_file ? ` ${record.search_file}:${record.search_line}` : "";
  return `${fence || "?"}#${record.id} ${pyJsonDumps(record.claim, { ensureAscii: false })} ${record.finding || "(no finding)"}${where}`;
}

const chainRef = (chain: readonly FencedClaim[]) => chain.map(claimRef).join(" -> ");

function detailLines(detail: Detail): string[] {
  switch (detail.kind) {
    case "flagged":
      return [`flagged: ${detail.claims.map(claimRef).join("; ")}`];
    case "no-checked-claim":
      return [`no checked claim about the sentence's figures${detail.claims.length > 0 ? ` (claims: ${detail.claims.map(claimRef).join("; ")})` : ""}`];
    case "off-source":
      return [`chain ends off-source: ${chainRef(detail.chain)}`];
    case "truth-sources":
      return [`truth sources: ${detail.sources.map((source) => `${source.figure ?? ""} ${sourcePath(source)}:${source.line}`.trim()).join("; ")}`];
    case "other-hop":
      return [`flagged at ${detail.fences.join(", ")}; truth breaks at ${detail.breaksAt}`];
    case "missed": {
      const { sentence } = detail;
      const why = sentence.note || sentence.figures.join(", ");
      const chains = detail.chains.length > 0 ? detail.chains.map((chain) => `chain: ${chainRef(chain)}`) : ["no claim on this sentence"];
      return [`not flagged (${sentence.kind ?? sentence.label}${why ? `: ${why}` : ""}); truth breaks at ${sentence.breaks_at ?? "?"}`, ...chains];
    }
  }
}

/** `fabricated flagged a/b, supported flagged c/d, chains e/d` */
export function tallySummary(tally: Tally): string {
  return `fabricated flagged ${tally.flagged}/${tally.mustFlag}, supported flagged ${tally.supportedFlagged}/${tally.supported}, chains ${tally.chainsRight}/${tally.supported}`;
}

function tallyBreakdown({ byLabel }: Tally): string {
  const flagged = MUST_FLAG_LABELS.map((label) => `${label} ${byLabel[label].ok}/${byLabel[label].total}`).join(", ");
  return `flagged by label: ${flagged}; unchecked left unflagged ${byLabel.unchecked.ok}/${byLabel.unchecked.total}`;
}

/**
 * A bundle's score as the labelled set's scoring tool prints it: a header, every sentence as OK
 * or BAD with the claims that made it so (only BAD ones when `quiet`), then the summary lines.
 */
export function formatBundleScore(score: BundleScore, names: { file: string; name: string }, options: { quiet?: boolean } = {}): string[] {
  const counts = LABELS.map((label) => `${score.sentences.filter(({ sentence }) => sentence.label === label).length} ${label}`).join(", ");
  const lines = [`== ${names.file}: ${score.sentences.length} sentences (${counts}); ${score.reportClaims} report-hop claims of ${score.claims}`];
  for (const { sentence, ok, details } of score.sentences) {
    if (ok && options.quiet) continue;
    lines.push(`  ${ok ? "OK " : "BAD"} ${sentence.id} ${sentence.label.padEnd(10)} ${shorten(sentence.text)}`);
    for (const detail of details) lines.push(...detailLines(detail).map((line) => `        ${line}`));
  }
  if (score.unplaced > 0) lines.push(`  note: ${score.unplaced} report-hop claim(s) whose claim_in_document is not in report.md`);
  lines.push(`${names.name}: ${tallySummary(score.tally)}`, `  ${tallyBreakdown(score.tally)}`);
  return lines;
}

export function formatTotal(tally: Tally, bundles: number): string[] {
  return [`total (${bundles} bundles): ${tallySummary(tally)}`, `  ${tallyBreakdown(tally)}`];
}
