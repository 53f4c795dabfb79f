/** `YYYYMMDD_HHMMSS_{first 8 hex of a uuid4}`, the time in UTC (spec §5.1). */
export function defaultSessionId(epochSeconds: number): string {
  const stamp = new Date(Math.floor(epochSeconds) * 1000).toISOString();
  const date = stamp.slice(0, 10).replaceAll("-", "");
  const time = stamp.slice(11, 19).replaceAll(":", "");
  return `${date}_${time}_${globalThis.crypto.randomUUID().replaceAll("-", "").slice(0, 8)}`;
}
