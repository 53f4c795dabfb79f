import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { extractFacts, sourceNumberSearch } from "../../facts";
import { lineTest } from "./line-test";

/** Sentences holding the figures lib/core/facts reads: amounts, percents, counts, years, dates. */
const number = fc.oneof(
  fc.integer({ min: 0, max: 9_999_999 }).map(String),
  fc.integer({ min: 1_000, max: 9_999_999 }).map((value) => value.toLocaleString("en-US")),
  fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([whole, part]) => `${whole}.${part}`),
);
const figure = fc.oneof(
  number,
  number.map((value) => `$${value}`),
  fc.tuple(number, fc.constantFrom(" billion", " million", "bn", "m", "%", " pp", " units", " EUR")).map(([value, unit]) => value + unit),
  fc.integer({ min: 1990, max: 2030 }).map((year) => `in ${year}`),
  fc.tuple(fc.constantFrom("Jan.", "March", "Q3"), fc.integer({ min: 1, max: 28 })).map(([month, day]) => `${month} ${day}`),
);
const sentence = fc.tuple(fc.constantFrom("Revenue was", "Units rose", "Margin hit", "It closed at"), figure).map(([lead, value]) => `${lead} ${value}.`);
/** Source lines over the characters those patterns turn on: digits, separators, signs, letters of units. */
const line = fc.stringMatching(/^[0-9.,$%€ bnmilounpsEURQ3Mach|:-]{0,40}$/);

describe("lineTest", () => {
  it("decides each line as RE2 does for every pattern lib/core/facts writes", () => {
    fc.assert(
      fc.property(sentence, fc.array(line, { maxLength: 12 }), (text, lines) => {
        for (const fact of extractFacts(text)) {
          const { pattern } = sourceNumberSearch(fact);
          const re2 = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
          const test = lineTest(pattern);
          for (const candidate of [...lines, fact.text, ` ${fact.text} `, `x${fact.text}0`]) {
            test.lastIndex = 0;
            expect(test.test(candidate), `${pattern} on ${JSON.stringify(candidate)}`).toBe(re2.matcher(candidate).find());
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});
