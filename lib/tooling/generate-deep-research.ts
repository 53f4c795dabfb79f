/** `npx tsx lib/tooling/generate-deep-research.ts`: rewrites the deep_research fixture (folder, .zip, .truth.json) by running its LangGraph.js graph. */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fixtureBundle } from "@/fixtures/bundles";
import { BUNDLE_NAME, buildDeepResearchBundle, deepResearchTruth, zipBundle, DEEP_RESEARCH_CREATED } from "@/lib/tooling/deep-research";

async function main() {
  const files = await buildDeepResearchBundle();
  const folder = fixtureBundle(BUNDLE_NAME);
  rmSync(folder, { recursive: true, force: true });
  for (const [file, bytes] of files) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), bytes);
  }
  writeFileSync(fixtureBundle(`${BUNDLE_NAME}.zip`), zipBundle(BUNDLE_NAME, files, DEEP_RESEARCH_CREATED));
  writeFileSync(fixtureBundle(`${BUNDLE_NAME}.truth.json`), deepResearchTruth(files));
  console.log(`wrote ${files.size} files to ${path.relative(process.cwd(), folder)}, its .zip and .truth.json`);
}

void main();
