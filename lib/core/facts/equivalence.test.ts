import { describe, expect, it } from "vitest";
import { extractFacts, matchesFact, numbersEquivalent, type Fact } from ".";

/** The first fact of a report sentence. */
const fact = (sentence: string): Fact => {
  const [first] = extractFacts(sentence);
  if (!first) throw new Error(`no fact in ${sentence}`);
  return first;
};

describe("numbersEquivalent: rounding at the report's precision", () => {
  it.each([
    ["Revenue was 4.2 billion.", 4_213_000_000, true],
    ["Revenue was 4.2 billion.", 4_150_000_000, true],
    ["Revenue was 4.2 billion.", 4_250_000_000, true],
    ["Revenue was 4.3 billion.", 4_213_000_000, false],
    ["Revenue was 4.2 billion.", 4_251_000_000, false],
    ["Median follow-up was 3.4 years.", 3.4, true],
    ["Median follow-up was 3.4 years.", 3.44, true],
    ["Median follow-up was 3.4 years.", 3.46, false],
    ["About 22 patients.", 22.3, true],
    ["About 22 patients.", 28, false],
    ["28 countries.", 22, false],
    ["It had 3,533 participants.", 3533, true],
    ["It had 3,533 participants.", 3534, false],
    ["About 3,000 patients.", 2_999.4, true],
    ["About 3,000 patients.", 2_950, false],
    ["Roughly 20% of them.", 19.2, true],
    ["Roughly 20% of them.", 17, false],
  ])("%s vs %d → %s", (sentence, source, expected) => {
    expect(numbersEquivalent(fact(sentence), source)).toBe(expected);
  });
});

describe("numbersEquivalent: percent and fraction", () => {
  it.each([
    ["It rose 12.5%.", 0.125, undefined, true],
    ["It rose 12.5%.", 12.5, undefined, true],
    ["It rose 12.5%.", 12.48, undefined, true],
    ["It rose 12.5%.", 0.1248, undefined, true],
    ["It rose 12.5%.", 12.5, { kind: "percent" } as const, true],
    // A percent label does not prove percent points: feeds name fractions `*_pct` too.
    ["It rose 12.5%.", 0.125, { kind: "percent" } as const, true],
    ["It rose 24%.", 0.24, undefined, true],
    ["It rose 24%.", 24.0, undefined, true],
    ["It rose 31%.", 0.24, undefined, false],
    ["It rose 31%.", 24, undefined, false],
    ["It fell 4.49 percentage points.", 0.0449, undefined, true],
    ["It fell 4.49 percentage points.", 0.0448, undefined, false],
  ])("%s vs %d (hint %j) → %s", (sentence, source, hint, expected) => {
    expect(numbersEquivalent(fact(sentence), source, hint)).toBe(expected);
  });

  it("reads a source percent as a fraction for a fraction-like report figure", () => {
    expect(numbersEquivalent(fact("The rate was 0.24 overall."), 24, { kind: "percent" })).toBe(true);
    expect(numbersEquivalent(fact("The rate was 0.24 overall."), 31, { kind: "percent" })).toBe(false);
    expect(numbersEquivalent(fact("It had 24 patients."), 24, { kind: "percent" })).toBe(false);
  });
});

describe("numbersEquivalent: scale, sign, currency and years", () => {
  it("applies a source scale label and no implicit reading with it", () => {
    const revenue = fact("Revenue was $4.2 billion.");
    expect(numbersEquivalent(revenue, 4213, { kind: "multiplier", factor: 1e6 })).toBe(true);
    expect(numbersEquivalent(revenue, 4213)).toBe(false);
    expect(numbersEquivalent(revenue, 4.213)).toBe(true);
    expect(numbersEquivalent(revenue, 4.213, { kind: "multiplier", factor: 1 })).toBe(false);
  });

  it("requires a negative source for a negative report figure", () => {
    expect(numbersEquivalent(fact("Net income was (1.2)."), -1.2)).toBe(true);
    expect(numbersEquivalent(fact("Net income was (1.2)."), 1.2)).toBe(false);
    expect(numbersEquivalent(fact("Change was −3.4%."), -0.034)).toBe(true);
  });

  it("lets an unsigned report figure match a negative source of the same size", () => {
    expect(numbersEquivalent(fact("Mortality fell by 31%."), -0.31)).toBe(true);
    expect(numbersEquivalent(fact("Mortality fell by 31%."), -0.24)).toBe(false);
  });

  it("matches a year only exactly", () => {
    const year = fact("Sales in 2024 rose.");
    expect(numbersEquivalent(year, 2024)).toBe(true);
    expect(numbersEquivalent(year, 2024.3)).toBe(false);
    expect(numbersEquivalent(year, 2023)).toBe(false);
    expect(numbersEquivalent(fact("Filed on 2024-01-15."), 2024)).toBe(false);
  });

  it("rejects non-finite source values", () => {
    expect(numbersEquivalent(fact("It was 22 units."), Number.NaN)).toBe(false);
    expect(numbersEquivalent(fact("It was 22 units."), Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe("matchesFact: reading a source line", () => {
  it.each([
    ["Revenue was $4.2 billion.", "revenue: 4213000000", "4213000000"],
    ["Revenue was $4.2 billion.", "total revenue 4,213,000,000 USD", "4,213,000,000 USD"],
    ["Revenue was $4.2 billion.", "revenue: $4.21B", "$4.21B"],
    ["Revenue was $4.2 billion.", "revenue_usd_millions: 4213", "4213"],
    ["Revenue was $4.2 billion.", '{"revenue_usd_millions": 4213, "year": 2024}', "4213"],
    ["Revenue was $4.2 billion.", "Revenue ($m) | 4,213", "4,213"],
    ["Revenue was $4.2 billion.", "revenue (in billions): 4.213", "4.213"],
    ["Revenue was $4.2 billion.", '"totalRevenue": 4213000000.0', "4213000000.0"],
    ["Revenue was $4.2 billion.", "revenue: 4.213e9", "4.213e9"],
    ["It rose 12.5%.", "growth: 0.125", "0.125"],
    ["It rose 12.5%.", "growth: 12.48%", "12.48%"],
    ["It rose 12.5%.", "| growth | 12.5 |", "12.5"],
    ["It rose 24%.", "reduction: 0.24", "0.24"],
    ["It rose 24%.", "reduction_pct: 24.0", "24.0"],
    ["About 22 patients.", "number_needed_to_treat: 22.3", "22.3"],
    ["Net income was (1.2).", "net_income: -1.2", "-1.2"],
    ["Net income was (1.2).", "Net income | (1.2) | 3.4", "(1.2)"],
    ["Median follow-up was 3.4 years.", "median_follow_up_years: 3.4", "3.4"],
    ["It had 3,533 participants.", "38811201 | Semaglutide | 2024 | 3533", "3533"],
    ["ACME closed at $187.42.", "price: 187.42", "187.42"],
  ])("%s ← %s", (sentence, line, text) => {
    expect(matchesFact(fact(sentence), line)?.text).toBe(text);
  });

  it.each([
    ["Revenue was 4.3 billion.", "revenue: 4,213,000,000"],
    ["Revenue was $4.2 billion.", "revenue: 4213"],
    ["Revenue was $4.2 billion.", "revenue: €4.21B"],
    ["Revenue was $4.2 billion.", "revenue_eur_millions: 4213"],
    ["It rose 31%.", "reduction: 0.24"],
    ["It rose 31%.", "events: 331"],
    ["It rose 2.4%.", "reduction_pct: 0.24"],
    ["28 countries.", "n: 28140"],
    ["28 countries.", "sites: 22"],
    ["28 countries.", "timestamp: 2026-11-28T11:15:28Z"],
    ["ACME may reach $210.", "price: 187.42"],
    ["About 22 patients.", "duration: 22ms"],
    ["About 22 patients.", "model: GPT-22"],
  ])("%s ↚ %s", (sentence, line) => {
    expect(matchesFact(fact(sentence), line)).toBeNull();
  });

  it("reads a table column's scale from its header", () => {
    const nausea = fact("Nausea occurred in 11.2% of patients.");
    const header = "event                  | treatment_pct | placebo_pct";
    expect(matchesFact(nausea, "nausea                 | 11.2          | 3.1        ", { tableHeader: header })).toEqual({ value: 11.2, text: "11.2" });
    const revenue = fact("Revenue was 4.2 billion.");
    expect(matchesFact(revenue, "Acme | 4,213", { tableHeader: "company | revenue ($ millions)" })?.text).toBe("4,213");
    expect(matchesFact(revenue, "Acme | 4,213", { tableHeader: "company | staff" })).toBeNull();
  });

  it("returns the value as written in the source", () => {
    expect(matchesFact(fact("Revenue was $4.2 billion."), "revenue: 4.21B")).toEqual({ value: 4.21e9, text: "4.21B" });
    expect(matchesFact(fact("It rose 24%."), "by 24% overall")).toEqual({ value: 24, text: "24%" });
  });

  it.each([
    ["matches a year only as that exact year, in any calendar form", [["year: 2024", "2024"], ["filed 2024-01-15", "2024-01-15"]], ["value: 2024.5", "year: 2023", "id: 120245"]],
    [
      "reads a year that ends a snake_case label, never one glued to letters or digits",
      [["turnkey_cost_change_vs_2024: -0.19", "2024"], ["revenue_mix_2024.balancing: 0.46", "2024"]],
      ["code: ab2024", "code: 2024ab"],
    ],
  ])("%s", (_, read, refused) => {
    const year = fact("Sales in 2024 rose.");
    for (const [line, text] of read) expect(matchesFact(year, line)?.text).toBe(text);
    for (const line of refused) expect(matchesFact(year, line)).toBeNull();
  });

  it("matches a date in its other written forms", () => {
    const date = fact("Filed on January 15, 2024.");
    expect(matchesFact(date, "filed: 2024-01-15")?.text).toBe("2024-01-15");
    expect(matchesFact(date, "on 15 Jan 2024")?.text).toBe("15 Jan 2024");
    expect(matchesFact(date, "filed: 2024-01-16")).toBeNull();
    const quarter = fact("Sales in Q3 2025 rose.");
    expect(matchesFact(quarter, "period: 2025Q3")?.text).toBe("2025Q3");
    expect(matchesFact(quarter, "period: Q2 2025")).toBeNull();
  });
});

describe("labels in prose lines with several figures", () => {
  it("does not scale a figure by the previous figure's scale word", async () => {
    const { extractFacts, matchesFact } = await import(".");
    const line = "Order backlog stood at $6.1 billion with a book-to-bill ratio of 1.18. The company now employs 14,800 people.";
    const [ratio] = extractFacts("a book-to-bill ratio of 1.18");
    const [count] = extractFacts("employs 14,800 people");
    expect(matchesFact(ratio, line)).toEqual({ value: 1.18, text: "1.18" });
    expect(matchesFact(count, line)).toEqual({ value: 14800, text: "14,800" });
  });
});

describe("percent facts under amount and basis-point labels", () => {
  it("reads basis points as hundredths of a point and never takes an amount column for a percentage", async () => {
    const { extractFacts, matchesFact } = await import(".");
    const [change] = extractFacts("NIM rose 0.14 percentage points.");
    expect(matchesFact(change, "nim_change_yoy_bps: 14")).toEqual({ value: 14, text: "14" });
    const [cet1] = extractFacts("CET1 was 14.2%.");
    expect(matchesFact(cet1, "balance_bn: 14.2")).toBeNull();
    expect(matchesFact(cet1, "cet1_ratio: 0.142")).not.toBeNull();
  });
});
