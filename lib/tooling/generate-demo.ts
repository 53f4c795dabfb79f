/** `npx tsx lib/tooling/generate-demo.ts`: rewrites the committed demo bundle from lib/demo. */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildEquityResearchBundle, DEMO_BUNDLE_DIR } from "@/lib/demo";

const target = path.join(process.cwd(), DEMO_BUNDLE_DIR);
rmSync(target, { recursive: true, force: true });
const files = buildEquityResearchBundle();
for (const [file, bytes] of files) {
  mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
  writeFileSync(path.join(target, file), bytes);
}
console.log(`wrote ${files.size} files to ${DEMO_BUNDLE_DIR}`);
