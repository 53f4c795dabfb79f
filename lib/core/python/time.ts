/** datetime.isoformat() of a UTC instant: `+00:00`, microseconds omitted when zero. */
export function pyIsoformat(epochSeconds: number): string {
  const micros = Math.round(epochSeconds * 1e6);
  const whole = Math.floor(micros / 1e6);
  const fraction = micros - whole * 1e6;
  const base = new Date(whole * 1000).toISOString().slice(0, 19);
  return `${base}${fraction ? "." + String(fraction).padStart(6, "0") : ""}+00:00`;
}

/** time.strftime("%Y-%m-%dT%H:%M:%SZ") in UTC. */
export function utcSecondStamp(epochSeconds: number): string {
  return new Date(Math.floor(epochSeconds) * 1000).toISOString().slice(0, 19) + "Z";
}

/** Parses isoformat() output with or without microseconds, `Z` or an offset. */
export function parseIsoTimestamp(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms / 1000;
}

/** round(x, digits) with Python's half-even rule on the binary value. */
export function pyRound(x: number, digits = 0): number {
  const factor = 10 ** digits;
  const scaled = x * factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  let rounded: number;
  if (diff > 0.5) rounded = floor + 1;
  else if (diff < 0.5) rounded = floor;
  else rounded = floor % 2 === 0 ? floor : floor + 1;
  return rounded / factor;
}
