/**
 * `npm run bench [name…]`: runs each benchmark folder's index.ts (which exports `run()`), writes
 * bench/results/<name>.json and prints a table. With names, only those benchmarks run. The benchmarks run
 * under the server's malloc policy (lib/tooling/malloc-policy.ts), as the processes they measure do.
 */
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { relaunchUnderMallocPolicy } from "@/lib/tooling/malloc-policy";
import { printResult, writeResult, type BenchResult } from "./lib/result";

async function main(): Promise<void> {
  const relaunched = relaunchUnderMallocPolicy();
  if (relaunched) process.exit(await relaunched);
  const root = path.join(process.cwd(), "bench");
  const only = process.argv.slice(2);
  const names = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
  let failures = 0;
  for (const name of names) {
    console.log(`\n▶ bench/${name}`);
    try {
      const benchmark = (await import(path.join(root, name, "index.ts"))) as { run: () => Promise<BenchResult> };
      const result = await benchmark.run();
      printResult(result);
      console.log(`  → ${path.relative(process.cwd(), writeResult(result))}`);
    } catch (error) {
      failures++;
      console.error(`  bench/${name} failed: ${(error as Error).stack ?? error}`);
    }
  }
  process.exit(failures ? 1 : 0);
}

void main();
