import { zipSync } from "fflate";

/**
 * The bundle as the reviewer would upload it: every file under one top folder `name`. The
 * entries' times are the bundle's creation time; zip stores them in local time, so the
 * archive's bytes depend on the time zone and its contents do not.
 */
export function zipBundle(name: string, files: ReadonlyMap<string, Uint8Array>, mtime: Date): Uint8Array {
  const entries = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return zipSync(Object.fromEntries(entries.map(([path, bytes]) => [`${name}/${path}`, [bytes, { mtime }]])));
}
