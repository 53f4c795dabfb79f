/**
 * `npm run score -- [BUNDLE.zip ...] [--claims FILE] [--truth T.json] [--direct] [--quiet]`:
 * audits each labelled bundle in process with the mechanical auditor (or scores a claims.jsonl
 * already written) and prints every sentence, each bundle's summary and the total. Without a
 * bundle it scores SCORED_BUNDLES (fixtures/labelled and deep_research). Exit 0 when every bundle was scored, 1 when one could not
 * be, 2 on bad usage.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { describeIssue, parseCitations } from "@/lib/core/bundle";
import { mechanicalClaims } from "./audit";
import { openLabelledBundle } from "./bundle";
import { formatBundleScore, formatTotal } from "./format";
import { SCORED_BUNDLES } from "./scored-bundles";
import { scoreBundle } from "./score";
import { addTally, emptyTally } from "./tally";

const USAGE = "usage: npm run score -- [BUNDLE.zip ...] [--claims FILE] [--truth T.json] [--direct] [--quiet]";

async function claimsFile(file: string) {
  const { entries, warnings } = parseCitations(await readFile(file, "utf8"), file);
  // A claims file that does not read whole would score a different audit: refuse it at its first bad line.
  if (warnings.length > 0) throw new Error(describeIssue(warnings[0]) + (warnings.length > 1 ? ` (and ${warnings.length - 1} more)` : ""));
  return entries;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { claims: { type: "string" }, truth: { type: "string" }, direct: { type: "boolean" }, quiet: { type: "boolean", short: "q" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`score: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const bundles = positionals.length > 0 ? positionals : SCORED_BUNDLES;
  if (bundles.length > 1 && (values.claims || values.truth)) {
    console.error(`score: --truth and --claims take a single bundle\n${USAGE}`);
    return 2;
  }
  const total = emptyTally();
  let scored = 0;
  for (const bundlePath of bundles) {
    try {
      const bundle = await openLabelledBundle(bundlePath, values.truth);
      const claims = values.claims ? await claimsFile(values.claims) : await mechanicalClaims(bundle.files);
      const score = scoreBundle(bundle.report, bundle.truth, claims, { direct: values.direct });
      console.log([...formatBundleScore(score, bundle, { quiet: values.quiet }), ""].join("\n"));
      addTally(total, score.tally);
      scored++;
    } catch (error) {
      console.log(`== ${bundlePath.split("/").pop()}: not scored: ${(error as Error).message}`);
    }
  }
  if (bundles.length > 1) console.log(formatTotal(total, scored).join("\n"));
  return scored === bundles.length ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
