import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFacts, matchesFact, searchForms, sourceNumberSearch, type Fact } from ".";

const fact = (sentence: string): Fact => extractFacts(sentence)[0];
const patternOf = (f: Fact) => sourceNumberSearch(f).pattern;
const leadsOf = (f: Fact) => sourceNumberSearch(f).leads;
const finds = (f: Fact, line: string) => new RegExp(patternOf(f), "i").test(line);

describe("searchForms", () => {
  it("starts with the report's own text and ends with the bare digits", () => {
    expect(searchForms(fact("Revenue was $4.2 billion."))).toEqual([
      "$4.2 billion", "$4.2B", "$4.2bn", "$4.2 bn", "$4.2", "4.2 USD", "USD 4.2",
      "4.2 billion", "4.2B", "4.2bn", "4.2 bn", "4,200,000,000", "4200000000", "4.2",
    ]);
  });

  it("offers a percent as a fraction", () => {
    expect(searchForms(fact("It rose 12.5%."))).toEqual(["12.5%", "12.5 percent", "0.125", "12.5"]);
    expect(searchForms(fact("Nausea in 11.2% of them."))).toContain("0.112");
  });

  it("offers thousands separators both ways and signed forms", () => {
    expect(searchForms(fact("It had 3,533 participants."))).toEqual(["3,533", "3533"]);
    expect(searchForms(fact("Net income was (1.2)."))).toEqual(["(1.2)", "-1.2", "1.2"]);
  });

  it("renders dates in their usual forms", () => {
    expect(searchForms(fact("Filed on Jan. 15, 2024."))).toEqual([
      "Jan. 15, 2024", "2024-01-15", "January 15, 2024", "Jan 15, 2024", "15 January 2024", "2024/01/15", "01/15/2024",
    ]);
    expect(searchForms(fact("Sales in Q3 2025 rose."))).toEqual(["Q3 2025", "3Q25", "2025Q3", "2025-Q3", "Q3-2025"]);
    expect(searchForms(fact("Sales in FY2025 rose."))).toEqual(["FY2025", "FY 2025", "fiscal 2025", "2025"]);
    expect(searchForms(fact("Sales in 2024 rose."))).toEqual(["2024"]);
  });
});

describe("sourceNumberSearch's pattern", () => {
  it.each([
    ["Revenue was $4.2 billion.", ["revenue: 4213000000", "4,213,000,000", "revenue: 4.213", "4.2B", "rev 4.21bn", "revenue_usd_millions: 4213", "x,4.16"]],
    ["It rose 12.5%.", ["0.125", "12.5", "12.48", "growth=0.1248", "| 12.5 |"]],
    ["It rose 24%.", ["0.24", "24.0", "by 24%", "-0.24"]],
    ["About 22 patients.", ["nnt: 22.3", "22"]],
    ["Median follow-up was 3.4 years.", ["median_follow_up_years: 3.4"]],
    ["It lasted 3.40 years.", ["years: 3.4", "years: 3.4012"]],
    ["It was 1.0 units.", ["value: 1", "value: 1.0"]],
    ["It had 3,533 participants.", ["3533 ", "n=3,533"]],
    ["Sales in 2024 rose.", ["year: 2024", "FY2024"]],
    ["Filed on January 15, 2024.", ["date: 2024-01-15"]],
  ])("%s finds its forms", (sentence, lines) => {
    for (const line of lines) expect(finds(fact(sentence), line), line).toBe(true);
  });

  it.each([
    ["28 countries.", ["n: 28140", "0.0028", "128"]],
    ["It rose 31%.", ["events: 331", "3.1", "310"]],
    ["Median follow-up was 3.4 years.", ["13.45", "23.4", "34"]],
    ["Sales in 2024 rose.", ["120245", "20240"]],
  ])("%s does not find near misses", (sentence, lines) => {
    for (const line of lines) expect(finds(fact(sentence), line), line).toBe(false);
  });

  it("is accepted by ripgrep's regex engine (no look-around)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cairn-facts-"));
    writeFileSync(join(dir, "data.txt"), "revenue_usd_millions: 4213\nheadcount: 28140\ndate: 2024-01-15\n");
    const rg = (f: Fact) => execFileSync("rg", ["--no-heading", "-n", "-i", "-e", patternOf(f), dir], { encoding: "utf8" }).trim();
    expect(rg(fact("Revenue was $4.2 billion."))).toContain("revenue_usd_millions: 4213");
    expect(rg(fact("Filed on January 15, 2024."))).toContain("2024-01-15");
    expect(() => rg(fact("28 countries."))).toThrow();
  });

  it("finds every source figure that matchesFact accepts (property)", () => {
    // A report figure at some precision, and a source figure that rounds to it, written plainly,
    // with thousands separators, as a fraction (for percents) or in the report's scale.
    const scenario = fc.record({
      units: fc.integer({ min: 1, max: 99999 }),
      decimals: fc.integer({ min: 0, max: 3 }),
      offset: fc.double({ min: -0.49, max: 0.49, noNaN: true }),
      form: fc.constantFrom("plain", "grouped", "percent-fraction", "scaled"),
    });
    fc.assert(
      fc.property(scenario, ({ units, decimals, offset, form }) => {
        const reported = (units / 10 ** decimals).toFixed(decimals);
        const sentence = form === "percent-fraction" ? `It rose ${reported}%.` : form === "scaled" ? `It was ${reported} million.` : `It was ${reported} units.`;
        const f = fact(sentence);
        const trueValue = (units + offset) / 10 ** decimals;
        const sourceFigure =
          form === "percent-fraction" ? (trueValue / 100).toFixed(decimals + 4)
          : form === "scaled" ? (trueValue * 1e6).toFixed(0)
          : form === "grouped" ? trueValue.toLocaleString("en-US", { maximumFractionDigits: decimals + 2 })
          : trueValue.toFixed(decimals + 2);
        const line = `value: ${sourceFigure}`;
        if (matchesFact(f, line) !== null) expect(finds(f, line), `${sentence} ← ${line}`).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("sourceNumberSearch's leads", () => {
  it("gives the leading digits of the figures the pattern matches, or null when nothing bounds them", () => {
    const leads = leadsOf(fact("Revenue was $4.2 billion."))!;
    expect(leads).toContain("42");
    expect(leads.every((lead) => /^[1-9][0-9]*$/.test(lead))).toBe(true);
    // 3,532.5 rounds to 3,533 too.
    expect(leadsOf(fact("It had 3,533 participants."))).toEqual(["3532", "3533"]);
    expect(leadsOf(fact("Sales in Q3 2025 rose."))).toBeNull();
    expect(leadsOf(fact("Sales in 2024 rose."))).toBeNull();
    expect(leadsOf(fact("It changed 0.0%."))).toBeNull();
  });

  it("every figure a pattern matches starts with one of its leads (property)", () => {
    const scenario = fc.record({
      units: fc.integer({ min: 1, max: 99999 }),
      decimals: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom("units", "percent", "million", "about"),
      factor: fc.constantFrom(1, 100, 0.01, 1e-3, 1e-6, 1e-9, 1e3, 1e6, 1e-12, 1e12),
      offset: fc.double({ min: -2, max: 2, noNaN: true }),
      digits: fc.integer({ min: 0, max: 8 }),
      fraction: fc.integer({ min: 0, max: 99999 }),
    });
    let matched = 0;
    fc.assert(
      fc.property(scenario, ({ units, decimals, kind, factor, offset, digits, fraction }) => {
        const reported = (units / 10 ** decimals).toFixed(decimals);
        const sentence = { units: `It was ${reported} units.`, percent: `It rose ${reported}%.`, million: `It was $${reported} million.`, about: `It was about ${reported} units.` }[kind];
        const f = fact(sentence);
        const value = ((units + offset) / 10 ** decimals) * factor;
        // The last: the figure's integer with any fraction (a pattern may match `1` in `1.97`).
        const written = [value.toFixed(digits), value.toExponential(digits), value.toLocaleString("en-US", { maximumFractionDigits: digits }), value.toFixed(digits).replace(/^0\./, "."), `${Math.trunc(value)}.${fraction}`];
        const leads = leadsOf(f);
        // A hedged 1 reaches 0: that pattern matches any figure below one.
        if (leads === null) return;
        for (const line of written.map((figure) => `x ${figure} y`)) {
          const match = new RegExp(patternOf(f), "i").exec(line);
          if (!match) continue;
          matched++;
          // The figure the match is in: a match ending on a point stops short of the figure's fraction (the "1" of `1.9`).
          const fraction = match[0].endsWith(".") ? /^[0-9]*/.exec(line.slice(match.index + match[0].length))![0] : "";
          const significant = (match[0].split(/[eE]/)[0] + fraction).replace(/[^0-9]/g, "").replace(/^0+/, "");
          expect(leads.some((lead) => significant.startsWith(lead) || (lead.startsWith(significant) && /^0*$/.test(lead.slice(significant.length)))), `${sentence} ← ${line}`).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
    expect(matched).toBeGreaterThan(500);
  });
});

