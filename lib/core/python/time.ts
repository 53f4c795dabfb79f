import { pyRound } from "./round";

const MICROS_PER_SECOND = 1_000_000;
/** datetime's range, years 1 to 9999, in epoch seconds. */
const FIRST_SECOND = -62_135_596_800;
const LAST_SECOND = 253_402_300_799;

/** A UTC datetime as CPython holds it: whole epoch seconds and microseconds. */
interface UtcDatetime {
  seconds: number;
  micros: number;
}

/**
 * datetime.fromtimestamp(t, timezone.utc): CPython splits t with modf and rounds the fraction's
 * microseconds half-even, carrying a full second. So 1783538311.9693594 has 969359 µs (its
 * fraction is .96935939…) and 28447468.9999995 becomes the next whole second. Outside years
 * 1–9999 Python raises ValueError; so does this (RangeError).
 */
function utcFromTimestamp(epochSeconds: number): UtcDatetime {
  let seconds = Math.trunc(epochSeconds);
  let micros = pyRound((epochSeconds - seconds) * MICROS_PER_SECOND, 0);
  if (micros >= MICROS_PER_SECOND) {
    micros -= MICROS_PER_SECOND;
    seconds += 1;
  } else if (micros < 0) {
    micros += MICROS_PER_SECOND;
    seconds -= 1;
  }
  if (!(seconds >= FIRST_SECOND && seconds <= LAST_SECOND)) {
    throw new RangeError(`timestamp ${epochSeconds} is outside datetime's years 1 to 9999`);
  }
  return { seconds, micros };
}

/** `YYYY-MM-DDTHH:MM:SS` of the datetime's whole second. */
function isoSecond({ seconds }: UtcDatetime): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}

/** datetime.fromtimestamp(t, timezone.utc).isoformat(): `+00:00`, `.ffffff` only when microseconds are not 0. */
export function pyIsoformat(epochSeconds: number): string {
  const datetime = utcFromTimestamp(epochSeconds);
  const fraction = datetime.micros === 0 ? "" : `.${String(datetime.micros).padStart(6, "0")}`;
  return `${isoSecond(datetime)}${fraction}+00:00`;
}

/**
 * datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"): the second after
 * rounding to the microsecond. glibc's %Y does not pad years before 1000 (`999-01-01…`).
 */
export function utcSecondStamp(epochSeconds: number): string {
  const stamp = isoSecond(utcFromTimestamp(epochSeconds));
  return `${stamp.slice(0, 4).replace(/^0+/, "")}${stamp.slice(4)}Z`;
}

/**
 * (fromtimestamp(end) - fromtimestamp(start)).total_seconds(): the exact difference of the two
 * microsecond-rounded datetimes, divided by 10^6 and correctly rounded, as Python's int division.
 */
export function pyTotalSeconds(startEpochSeconds: number, endEpochSeconds: number): number {
  const start = utcFromTimestamp(startEpochSeconds);
  const end = utcFromTimestamp(endEpochSeconds);
  const micros = BigInt(end.seconds - start.seconds) * BigInt(MICROS_PER_SECOND) + BigInt(end.micros - start.micros);
  // At most 18 significant digits: JavaScript reads such a decimal correctly rounded.
  return Number(`${micros}e-6`);
}
