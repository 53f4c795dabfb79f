/**
 * The mechanical auditor on the labelled bundles (fixtures/labelled, and Cairn's own subgraph
 * run fixtures/bundles/deep_research), held to issue 11's thresholds: ≥ 95% of the sentences
 * that must be flagged are, ≤ 2% of the supported ones are, and ≥ 95% of the supported ones walk
 * back to the right tool call; over all of them, and over the subgraph run alone (its chains
 * cross scope boundaries). A failure prints every BAD sentence with the claims that made it so.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { mechanicalClaims } from "./audit";
import { openLabelledBundle } from "./bundle";
import { formatBundleScore, formatTotal } from "./format";
import { SCORED_BUNDLES } from "./scored-bundles";
import { scoreBundle } from "./score";
import { addTally, emptyTally, rates, type Tally } from "./tally";

/** The thresholds a tally misses, in words; [] when it meets them all. */
function missedThresholds(tally: Tally): string[] {
  const { mustFlagFlagged, supportedFlagged, chainsRight } = rates(tally);
  return [
    mustFlagFlagged < 0.95 && `${tally.flagged}/${tally.mustFlag} fabricated, near-miss and dropped sentences flagged (goal ≥ 95%)`,
    supportedFlagged > 0.02 && `${tally.supportedFlagged}/${tally.supported} supported sentences flagged (goal ≤ 2%)`,
    chainsRight < 0.95 && `${tally.chainsRight}/${tally.supported} supported chains end on a source of their figures (goal ≥ 95%)`,
  ].filter((missed): missed is string => typeof missed === "string");
}

describe("the mechanical auditor on the labelled bundles", () => {
  const total = emptyTally();
  const byBundle = new Map<string, Tally>();
  const bad: string[] = [];

  beforeAll(async () => {
    for (const bundlePath of SCORED_BUNDLES) {
      const bundle = await openLabelledBundle(bundlePath);
      const score = scoreBundle(bundle.report, bundle.truth, await mechanicalClaims(bundle.files));
      addTally(total, score.tally);
      byBundle.set(bundle.name, score.tally);
      bad.push(...formatBundleScore(score, bundle, { quiet: true }), "");
    }
    bad.push(...formatTotal(total, SCORED_BUNDLES.length));
  }, 120_000);

  it("scores every labelled sentence", () => {
    expect(total.byLabel.supported.total + total.mustFlag + total.byLabel.unchecked.total).toBe(189 + 31);
  });

  it("meets the issue's thresholds", () => {
    // The whole listing, once: every BAD sentence with the claims and chains that made it so.
    expect(missedThresholds(total), `\n${bad.join("\n")}\n`).toEqual([]);
  });

  it("meets them on the subgraph run alone", () => {
    expect(missedThresholds(byBundle.get("deep_research")!), `\n${bad.join("\n")}\n`).toEqual([]);
  });
});
