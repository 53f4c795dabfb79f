import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pyIsoformat, pyTotalSeconds, utcSecondStamp } from ".";
import { distanceFromHalf, exactDecimal, roundDecimalHalfEven } from "./test-decimal";

const FIRST_SECOND = -62_135_596_800; // 0001-01-01T00:00:00
const LAST_SECOND = 253_402_300_799; // 9999-12-31T23:59:59

/** The reference: the timestamp's exact value rounded half-even to whole microseconds. */
const exactMicros = (t: number): bigint => {
  const exact = exactDecimal(t);
  const magnitude = roundDecimalHalfEven(exact, 6);
  return exact.negative ? -magnitude : magnitude;
};

/** CPython rounds fraction × 10^6 computed in doubles, which may differ from exact rounding only this close to a half. */
const nearAHalfMicrosecond = (t: number) => distanceFromHalf(exactDecimal(t), 6) < 1e-9;

function expectedStamps(micros: bigint) {
  const seconds = micros / 1_000_000n - (micros % 1_000_000n < 0n ? 1n : 0n);
  const fraction = Number(micros - seconds * 1_000_000n);
  const date = new Date(Number(seconds) * 1000);
  const second = date.toISOString().slice(0, 19);
  return {
    iso: `${second}${fraction === 0 ? "" : `.${String(fraction).padStart(6, "0")}`}+00:00`,
    stamp: `${date.getUTCFullYear()}${second.slice(4)}Z`,
  };
}

describe("datetime.fromtimestamp(t, timezone.utc) (issue 15 rows 4 and 5)", () => {
  it("isoformat rounds the fraction to the microsecond, half-even, as CPython does", () => {
    // Python 3.11: datetime.fromtimestamp(1783538311.9693594, tz=timezone.utc).isoformat()
    expect(pyIsoformat(1783538311.9693594)).toBe("2026-07-08T19:18:31.969359+00:00");
    // Python 3.11: …fromtimestamp(1780216200, …).isoformat(), …(1780216200.79617, …), …(-1.5, …)
    expect(pyIsoformat(1780216200)).toBe("2026-05-31T08:30:00+00:00");
    expect(pyIsoformat(1780216200.79617)).toBe("2026-05-31T08:30:00.796170+00:00");
    expect(pyIsoformat(-1.5)).toBe("1969-12-31T23:59:58.500000+00:00");
  });

  it("strftime sees the second after that rounding", () => {
    // Python 3.11: datetime.fromtimestamp(28447468.9999995, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    expect(utcSecondStamp(28447468.9999995)).toBe("1970-11-26T06:04:29Z");
    // Python 3.11 (glibc): datetime(999, 1, 1, tzinfo=timezone.utc).strftime(...) == "999-01-01T00:00:00Z"
    expect(utcSecondStamp(-30641760000)).toBe("999-01-01T00:00:00Z");
    expect(pyIsoformat(-30641760000)).toBe("0999-01-01T00:00:00+00:00");
  });

  it("refuses what Python refuses: years outside 1 to 9999, nan", () => {
    // Python 3.11: datetime.fromtimestamp(253402300800, tz=timezone.utc) raises ValueError: year 10000 is out of range
    expect(() => pyIsoformat(253402300800)).toThrow(RangeError);
    expect(() => pyIsoformat(253402300799.9999995)).toThrow(RangeError);
    expect(() => utcSecondStamp(NaN)).toThrow(RangeError);
    expect(pyIsoformat(FIRST_SECOND)).toBe("0001-01-01T00:00:00+00:00");
  });

  it("total_seconds of a difference is exact in microseconds, then correctly rounded", () => {
    // Python 3.11: (fromtimestamp(1795950918.9469569, utc) - fromtimestamp(1795950918.8969569, utc)).total_seconds() == 0.05,
    // while the float difference is 0.04999995231628418
    expect(pyTotalSeconds(1795950918.8969569, 1795950918.9469569)).toBe(0.05);
    expect(1795950918.9469569 - 1795950918.8969569).toBe(0.04999995231628418);
  });

  const timestamp = fc.oneof(
    fc.double({ min: FIRST_SECOND, max: LAST_SECOND, noNaN: true }),
    // time.time() values: whole seconds and seven decimals.
    fc.tuple(fc.integer({ min: 0, max: 4_102_444_800 }), fc.integer({ min: 0, max: 9_999_999 })).map(([s, f]) => s + f / 1e7),
  );

  it("isoformat and strftime equal the exact timestamp rounded to microseconds (property)", () => {
    fc.assert(
      fc.property(timestamp, (t) => {
        fc.pre(!nearAHalfMicrosecond(t));
        const micros = exactMicros(t);
        fc.pre(micros < BigInt(LAST_SECOND + 1) * 1_000_000n);
        const { iso, stamp } = expectedStamps(micros);
        expect(pyIsoformat(t)).toBe(iso);
        expect(utcSecondStamp(t)).toBe(stamp);
      }),
      { numRuns: 5000 },
    );
  });

  it("total_seconds is the microsecond difference over 10^6 (property)", () => {
    const within100Years = fc.tuple(timestamp, fc.double({ min: -3.1e9, max: 3.1e9, noNaN: true }));
    fc.assert(
      fc.property(within100Years, ([start, span]) => {
        const end = start + span;
        fc.pre(end >= FIRST_SECOND && end < LAST_SECOND && !nearAHalfMicrosecond(start) && !nearAHalfMicrosecond(end));
        fc.pre(exactMicros(start) < BigInt(LAST_SECOND + 1) * 1_000_000n);
        expect(pyTotalSeconds(start, end)).toBe(Number(exactMicros(end) - exactMicros(start)) / 1e6);
      }),
      { numRuns: 3000 },
    );
  });
});
