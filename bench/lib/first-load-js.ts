import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The first-load JS of a route on a served production build: the gzip size of every script its
 * HTML loads (read from `.next`, each counted once), and the scripts themselves, for benches that
 * check what a bundle carries.
 */
export async function firstLoadJs(base: string, route: string): Promise<{ kb: number; scripts: Buffer[] }> {
  const html = await (await fetch(base + route)).text();
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]));
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
