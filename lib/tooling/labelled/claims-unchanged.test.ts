/**
 * The mechanical auditor's claims on the scored bundles (scored-bundles.ts), one line each (hop, id, finding,
 * figure, cited line, upstream link), against the file snapshot beside this test: a speed change
 * must leave every claim as it was. A deliberate change of verdicts updates the snapshot
 * (`npx vitest run -u lib/tooling/labelled/claims-unchanged.test.ts`) and shows in its diff.
 */
import { describe, expect, it } from "vitest";
import path from "node:path";
import { mechanicalClaims } from "./audit";
import { openLabelledBundle } from "./bundle";
import { SCORED_BUNDLES } from "./scored-bundles";

describe("the mechanical auditor's claims on the scored bundles", () => {
  it.each(SCORED_BUNDLES.map((archive) => [path.basename(archive, ".zip"), archive]))("%s: every claim as recorded", async (name, archive) => {
    const bundle = await openLabelledBundle(archive);
    const lines = (await mechanicalClaims(bundle.files)).map(({ fence, record }) => {
      const cited = record.search_file ? ` @ ${record.search_file}:${record.search_line}` : "";
      const upstream = record.upstream_id >= 0 ? ` <- ${record.upstream_fence}#${record.upstream_id}` : "";
      return `${fence} #${record.id} ${record.finding} ${JSON.stringify(record.claim)}${cited}${upstream}`;
    });
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot(`./claims-snapshots/${name}.txt`);
  });
});
