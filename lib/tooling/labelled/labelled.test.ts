/**
 * The mechanical auditor on the labelled bundles (fixtures/labelled), held to issue 11's
 * thresholds: ≥ 95% of the sentences that must be flagged are, ≤ 2% of the supported ones are,
 * and ≥ 95% of the supported ones walk back to the right tool call. A failure prints every BAD
 * sentence with the claims that made it so.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LABELLED_BUNDLES, labelledBundle } from "@/fixtures/labelled";
import { mechanicalClaims } from "./audit";
import { openLabelledBundle } from "./bundle";
import { formatBundleScore, formatTotal } from "./format";
import { scoreBundle } from "./score";
import { addTally, emptyTally, rates } from "./tally";

describe("the mechanical auditor on the labelled bundles", () => {
  const total = emptyTally();
  const bad: string[] = [];

  beforeAll(async () => {
    for (const name of LABELLED_BUNDLES) {
      const bundle = await openLabelledBundle(labelledBundle(name));
      const score = scoreBundle(bundle.report, bundle.truth, await mechanicalClaims(bundle.files));
      addTally(total, score.tally);
      bad.push(...formatBundleScore(score, bundle, { quiet: true }), "");
    }
    bad.push(...formatTotal(total, LABELLED_BUNDLES.length));
  }, 120_000);

  it("scores every labelled sentence", () => {
    expect(total.byLabel.supported.total + total.mustFlag + total.byLabel.unchecked.total).toBe(189);
  });

  it("meets the issue's thresholds", () => {
    const { mustFlagFlagged, supportedFlagged, chainsRight } = rates(total);
    const missed = [
      mustFlagFlagged < 0.95 && `${total.flagged}/${total.mustFlag} fabricated, near-miss and dropped sentences flagged (goal ≥ 95%)`,
      supportedFlagged > 0.02 && `${total.supportedFlagged}/${total.supported} supported sentences flagged (goal ≤ 2%)`,
      chainsRight < 0.95 && `${total.chainsRight}/${total.supported} supported chains end on a source of their figures (goal ≥ 95%)`,
    ].filter(Boolean);
    // The whole listing, once: every BAD sentence with the claims and chains that made it so.
    expect(missed, `\n${bad.join("\n")}\n`).toEqual([]);
  });
});
