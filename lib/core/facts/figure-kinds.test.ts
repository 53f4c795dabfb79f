import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFacts, matchesFact, type Fact } from ".";

// One property per rule of what a checkable figure is, over many surface forms and contexts.

const words = fc.constantFrom("revenue", "the site", "output", "the team", "patients", "the fund", "volume");
const lead = fc.constantFrom("", "Overall, ", "In short, ", "As reported, ");
const only = (sentence: string, kind: Fact["kind"]) => extractFacts(sentence).filter((fact) => fact.kind === kind);

describe("identifiers are one token, checked verbatim", () => {
  const prefix = fc.stringMatching(/^[A-Z]{2,4}$/);
  const code = fc.tuple(prefix, fc.integer({ min: 100, max: 99_999 }), fc.option(fc.integer({ min: 10, max: 999 }), { nil: undefined }), fc.constantFrom("-", "/"))
    .map(([letters, first, second, joiner]) => `${letters}${joiner}${first}${second === undefined ? "" : `${joiner}${String(second).padStart(3, "0")}`}`);

  it("reads a code as one identifier, never as its numbers", () => {
    fc.assert(
      fc.property(code, lead, words, (id, opening, subject) => {
        const facts = extractFacts(`${opening}Ticket ${id} covers ${subject}.`);
        expect(facts.map((fact) => [fact.kind, fact.text])).toEqual([["identifier", id]]);
      }),
    );
  });

  it("is found where the same string stands, in any case, and not where one digit differs", () => {
    fc.assert(
      fc.property(code, words, (id, context) => {
        const [fact] = only(`Order ${id} shipped.`, "identifier");
        expect(matchesFact(fact, `${context} | ${id.toLowerCase()} | open`)).not.toBeNull();
        const changed = id.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
        expect(matchesFact(fact, `${context} | ${changed} | open`)).toBeNull();
        expect(matchesFact(fact, `${context} ${id}9 open`)).toBeNull();
      }),
    );
  });
});

describe("descriptors qualify a figure and are never quantities", () => {
  const unit = fc.constantFrom(["year", "y"], ["day", "d"], ["week", "w"], ["month", "mo"], ["hour", "h"]);

  it("reads N-unit as a descriptor and finds it in a label", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), unit, words, (n, [name, short], subject) => {
        const facts = extractFacts(`The ${n}-${name} figure for ${subject} is 4.21%.`);
        expect(facts.map((fact) => fact.kind)).toEqual(["descriptor", "percent"]);
        expect(matchesFact(facts[0], `tenor_${n}${short}: 0.0421`)).not.toBeNull();
        expect(matchesFact(facts[0], `tenor_${n + 1}${short}: 0.0421`)).toBeNull();
      }),
    );
  });
});

describe("multiples, basis points and signs", () => {
  const tenths = fc.integer({ min: 11, max: 999 }).filter((n) => n % 10 !== 0).map((n) => n / 10);

  it("reads x and times as the same multiple", () => {
    fc.assert(
      fc.property(tenths, words, fc.constantFrom("x", "×", " times"), (value, subject, mark) => {
        const [fact] = extractFacts(`${subject} trades at ${value}${mark} earnings.`);
        expect(fact).toMatchObject({ kind: "number", value, unit: "x" });
        expect(matchesFact(fact, `multiple: ${value} times`)).not.toBeNull();
        expect(matchesFact(fact, `multiple: ${value}x`)).not.toBeNull();
        expect(matchesFact(fact, `multiple: ${(value + 0.2).toFixed(1)}x`)).toBeNull();
      }),
    );
  });

  it("reads basis points as hundredths of a percentage point, never as points", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.constantFrom("bps", " bp", " basis points"), (bps, mark) => {
        const [fact] = extractFacts(`The spread widened ${bps}${mark}.`);
        expect(fact).toMatchObject({ kind: "percent", unit: "pp" });
        expect(matchesFact(fact, `spread_change_bps: ${bps}`)).not.toBeNull();
        expect(matchesFact(fact, `change: ${bps / 100} percentage points`)).not.toBeNull();
        const [points] = extractFacts(`The spread widened ${bps} percentage points.`);
        expect(matchesFact(points, `widened ${bps} bp`)).toBeNull();
      }),
    );
  });

  it("joins A%-B% into a range of two unsigned percents", () => {
    fc.assert(
      fc.property(tenths, tenths, fc.constantFrom("-", "–", " - ", " to "), (a, b, dash) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b) + 0.1];
        const facts = extractFacts(`Staff see ${low}%${dash}${high.toFixed(1)}% next year.`);
        expect(facts.map((fact) => fact.value)).toEqual([low, Number(high.toFixed(1))]);
      }),
    );
  });

  it("reads a bracketed figure after its label as an aside, after a verb or in a table as a negative", () => {
    fc.assert(
      fc.property(tenths, fc.constantFrom("index", "rating", "score", "price"), (value, label) => {
        expect(extractFacts(`The ${label} (${value}) leads.`)[0].value).toBe(value);
        expect(extractFacts(`The result was (${value}).`)[0].value).toBe(-value);
        expect(extractFacts(`Item | (${value})`)[0].value).toBe(-value);
      }),
    );
  });

  it("supports a negative change with a decrease written in words", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.constantFrom("reduce emissions", "cut costs by", "lower output"), (n, verb) => {
        const [fact] = extractFacts(`Target: -${n}%.`);
        expect(matchesFact(fact, `It commits to ${verb} ${n}% by 2030.`)).not.toBeNull();
        expect(matchesFact(fact, `It commits to raise output ${n}% by 2030.`)).toBeNull();
      }),
    );
  });
});

describe("scores, ordinals, times and days without a year", () => {
  it("reads A-B without a unit as one score, found as written or as neighbouring cells", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }), (a, b) => {
        fc.pre(a !== b);
        const facts = extractFacts(`They won ${a}-${b} on the road.`);
        expect(facts.map((fact) => [fact.kind, fact.text])).toEqual([["score", `${a}-${b}`]]);
        expect(matchesFact(facts[0], `record: ${a}-${b}`)).not.toBeNull();
        expect(matchesFact(facts[0], `| away | ${b} | ${a} |`)).not.toBeNull();
        expect(matchesFact(facts[0], `| ${a} | 7777 | ${b} |`)).toBeNull();
        expect(only(`It takes ${Math.min(a, b)}-${Math.max(a, b) + 1} days.`, "score")).toEqual([]);
      }),
    );
  });

  it("checks an ordinal as written or as a rank", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (n) => {
        const suffix = n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
        const [fact] = extractFacts(`They rank ${n}${suffix} in the league.`);
        expect(fact).toMatchObject({ kind: "ordinal", value: n });
        expect(matchesFact(fact, `league_rank: ${n}`)).not.toBeNull();
        expect(matchesFact(fact, `games: ${n}`)).toBeNull();
      }),
    );
  });

  it("matches a time of day verbatim", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        const [fact] = extractFacts(`The outage began at ${time} UTC.`);
        expect(fact).toMatchObject({ kind: "time", text: time });
        expect(matchesFact(fact, `started: 2025-11-17T${time}:00Z`)).not.toBeNull();
      }),
    );
  });

  it("matches a day without a year against the ISO date of any year, and no other day", () => {
    const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 2000, max: 2030 }), fc.boolean(), (month, day, year, dayFirst) => {
        const name = months[month];
        const written = dayFirst ? `${day} ${name.slice(0, 3)}` : `${name} ${day}`;
        const [fact] = extractFacts(`The strike began on Monday, ${written}.`);
        expect(fact).toMatchObject({ kind: "date", calendar: { month: month + 1, day } });
        const iso = (d: number) => `${year}-${String(month + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(matchesFact(fact, `date: ${iso(day)}`)).not.toBeNull();
        expect(matchesFact(fact, `date: ${iso(day + 1)}`)).toBeNull();
      }),
    );
  });
});

describe("hedges and units", () => {
  it("lets a hedge add at most one step of the last digit written", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 95 }), fc.constantFrom("about", "roughly", "around", "~"), (n, hedge) => {
        const [fact] = extractFacts(`It was ${hedge} ${n}% of the total.`);
        expect(matchesFact(fact, `share: ${n + 1}%`)).not.toBeNull();
        expect(matchesFact(fact, `share: ${n - 1}%`)).not.toBeNull();
        expect(matchesFact(fact, `share: ${n + 3}%`)).toBeNull();
      }),
    );
  });

  it("converts between units of one dimension and refuses another unit of it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_001, max: 99_999 }), (megawatts) => {
        const [gigawatts] = extractFacts(`Capacity reached ${megawatts / 1000} GW.`);
        expect(matchesFact(gigawatts, `capacity: ${megawatts} MW`)).not.toBeNull();
        const [weeks] = extractFacts(`Median follow-up was ${megawatts / 100} weeks.`);
        expect(matchesFact(weeks, `median_follow_up_months: ${megawatts / 100}`)).toBeNull();
        expect(matchesFact(weeks, `median_follow_up_weeks: ${megawatts / 100}`)).not.toBeNull();
      }),
    );
  });
});

describe("minor units and frequencies", () => {
  it("reads pence and cents as hundredths", () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 999 }).filter((n) => n % 10 !== 0), fc.constantFrom("p", "c"), (tenths, mark) => {
        const [fact] = extractFacts(`The price rose to ${tenths / 10}${mark} a unit.`);
        expect(matchesFact(fact, `price: ${(tenths / 1000).toFixed(4)}`)).not.toBeNull();
        expect(matchesFact(fact, `price: ${(tenths / 1000 + 0.01).toFixed(4)}`)).toBeNull();
      }),
    );
  });

  it("never matches a figure stated for another frequency", () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 9_999 }), fc.constantFrom(["a month", "arpa_monthly", "arpa_annual"], ["per year", "fee_yearly", "fee_monthly"]), (n, [written, same, other]) => {
        const [fact] = extractFacts(`Each account pays $${n} ${written}.`);
        expect(matchesFact(fact, `${same}: ${n}`)).not.toBeNull();
        expect(matchesFact(fact, `${other}: ${n}`)).toBeNull();
      }),
    );
  });
});
