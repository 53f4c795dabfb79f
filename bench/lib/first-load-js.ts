import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The first-load JS of a route on a served production build: the gzip size of every script its
 * HTML loads in a browser that runs modules (read from `.next`, each counted once), and the scripts themselves, for benches that
 * check what a bundle carries.
 */
export async function firstLoadJs(base: string, route: string): Promise<{ kb: number; scripts: Buffer[] }> {
  const html = await (await fetch(base + route)).text();
  // A noModule script (Next's polyfills) is skipped by every browser that runs modules, so no user downloads it.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/\snoModule/i.test(match[0]));
  const sources = new Set(tags.map((match) => match[1]));
  const scripts: Buffer[] = [];
  let bytes = 0;
  for (const src of sources) {
    const file = path.join(process.cwd(), ".next", src.replace(/^\/_next\//, "").split("?")[0]);
    if (!existsSync(file)) continue;
    const script = readFileSync(file);
    scripts.push(script);
    bytes += gzipSync(script).length;
  }
  return { kb: bytes / 1024, scripts };
}
