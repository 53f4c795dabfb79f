import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PATTERNS, scanCalendar } from "./calendar";

const WORDS = ["Q", "q", "1Q", "Q3", "3", "14", "25", "2025", "Nov", "November", "nov", "FY", "fy", "fiscal", "Fiscal", "year", "first", "quarter", "Quarter", "first quarter", "11", "th", "'25", "%"];
const SEPARATORS = [" ", " ", "", "-", "/", ", "];

describe("scanCalendar", () => {
  it("runs on a text only the patterns it may match: every match holds what its pattern needs", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 8 }), (words) => {
        const text = words.flat().join("");
        for (const { pattern, needs } of PATTERNS) {
          for (const match of text.matchAll(pattern)) expect([match[0], needs.test(match[0])]).toEqual([match[0], true]);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("reads a table row's quarter and a header's timestamp", () => {
    expect(scanCalendar("Aaaa   | P-11    | Q1 2025 | 59104 | 7992315     | 0.437 ").map((found) => found.calendar)).toEqual([{ year: 2025, quarter: 1 }]);
    expect(scanCalendar("timestamp: 2026-05-28T20:26:40Z").map((found) => found.calendar)).toEqual([{ year: 2026, month: 5, day: 28 }]);
    expect(scanCalendar("no figures here")).toEqual([]);
  });
});
