import { describe, expect, it } from "vitest";
import { extractFacts, type Fact, type QuantityFact } from ".";

/** Extracts, checks every span slices the sentence verbatim, and returns the facts. */
function facts(sentence: string): Fact[] {
  const found = extractFacts(sentence);
  for (const f of found) expect(sentence.slice(f.start, f.end)).toBe(f.text);
  return found;
}

function only(sentence: string): Fact {
  const found = facts(sentence);
  expect(found).toHaveLength(1);
  return found[0];
}

const summary = (f: Fact) => ({ kind: f.kind, text: f.text, value: f.value, ...("precision" in f ? { precision: f.precision } : {}) });

describe("extractFacts: quantities", () => {
  it.each([
    ["Revenue was $4.2 billion.", { kind: "currency", text: "$4.2 billion", value: 4.2e9, precision: 1e8, currency: "USD", scale: 1e9 }],
    ["Revenue was 4.2bn.", { kind: "number", text: "4.2bn", value: 4.2e9, precision: 1e8 }],
    ["It sold 320M units.", { kind: "number", text: "320M", value: 3.2e8, precision: 1e6 }],
    ["It sold 12k units.", { kind: "number", text: "12k", value: 12000, precision: 1000 }],
    ["Debt is 2.3T.", { kind: "number", text: "2.3T", value: 2.3e12, precision: 1e11 }],
    ["Debt is 1.5 trillion.", { kind: "number", text: "1.5 trillion", value: 1.5e12 }],
    ["Sales were 3 thousand.", { kind: "number", text: "3 thousand", value: 3000, precision: 1000 }],
    ["A loss of 5 mn.", { kind: "number", text: "5 mn", value: 5e6 }],
    ["It hit $5m.", { kind: "currency", text: "$5m", value: 5e6 }],
    ["Cash was $4.2 B.", { kind: "currency", text: "$4.2 B", value: 4.2e9 }],
  ])("%s", (sentence, expected) => {
    expect(only(sentence)).toMatchObject(expected);
  });

  it.each([
    ["Margin was 12.5%.", "12.5%", 12.5, 0.1, "%"],
    ["Margin was 12.5 percent.", "12.5 percent", 12.5, 0.1, "%"],
    ["Margin was 12.5 per cent.", "12.5 per cent", 12.5, 0.1, "%"],
    ["It fell 4.49 percentage points.", "4.49 percentage points", 4.49, 0.01, "pp"],
    ["It fell 3 pp.", "3 pp", 3, 1, "pp"],
    ["Events fell by 24%.", "24%", 24, 1, "%"],
  ])("percent: %s", (sentence, text, value, precision, unit) => {
    expect(only(sentence)).toMatchObject({ kind: "percent", text, value, precision, unit });
  });

  it.each([
    ["Price was €4.2bn.", "EUR", "€4.2bn"],
    ["Price was £12.", "GBP", "£12"],
    ["Price was ¥300.", "JPY", "¥300"],
    ["Price was US$1.5 trillion.", "USD", "US$1.5 trillion"],
    ["Price was USD 4.2 billion.", "USD", "USD 4.2 billion"],
    ["Price was 4.2 billion EUR.", "EUR", "4.2 billion EUR"],
    ["Price was 40 dollars.", "USD", "40 dollars"],
  ])("currency: %s", (sentence, currency, text) => {
    expect(only(sentence)).toMatchObject({ kind: "currency", currency, text });
  });

  it.each([
    ["Net income was (1.2).", "(1.2)", -1.2],
    ["Net income was ($1.2) million.", "($1.2)", -1.2],
    ["Change was −3.4%.", "−3.4%", -3.4],
    ["Change was -3.4%.", "-3.4%", -3.4],
    ["Loss was -$5.", "-$5", -5],
    ["Loss was $-5.", "$-5", -5],
  ])("negative: %s", (sentence, text, value) => {
    expect(only(sentence)).toMatchObject({ text, value });
  });

  it("reads an accounting parenthesis with a scale after it", () => {
    expect(only("Net income was ($1.2 million).")).toMatchObject({ text: "($1.2 million)", value: -1.2e6, currency: "USD" });
  });

  it.each([
    ["CI 0.66 to 0.88", [0.66, 0.88], [undefined, undefined]],
    ["CI 0.66–0.88", [0.66, 0.88], [undefined, undefined]],
    ["CI 0.66-0.88", [0.66, 0.88], [undefined, undefined]],
    ["CI 0.66 - 0.88", [0.66, 0.88], [undefined, undefined]],
    ["growth of 10–12%", [10, 12], ["%", "%"]],
    ["between 3 and 4 years", [3, 4], ["years", "years"]],
  ])("range: %s gives two facts", (sentence, values, units) => {
    const found = facts(sentence) as QuantityFact[];
    expect(found.map((f) => f.value)).toEqual(values);
    expect(found.map((f) => f.unit)).toEqual(units);
    expect(found.map((f) => f.range)).toEqual(["low", "high"]);
  });

  it("shares the scale and currency across a range", () => {
    const [low, high] = facts("Sales of $4–5 billion are expected.") as QuantityFact[];
    expect(low).toMatchObject({ text: "$4", value: 4e9, currency: "USD", precision: 1e9 });
    expect(high).toMatchObject({ text: "5 billion", value: 5e9, currency: "USD" });
  });

  it("reads counts with their noun and measures with their unit", () => {
    expect(only("In the FLOW trial of 3,533 participants.")).toMatchObject({ kind: "count", value: 3533, unit: "participants", precision: 1 });
    expect(only("Median follow-up was 3.4 years.")).toMatchObject({ kind: "number", value: 3.4, unit: "years", precision: 0.1, decimals: 1 });
    expect(only("It lasted 3 years.")).toMatchObject({ kind: "number", unit: "years" });
    expect(only("A 3-year follow-up.")).toMatchObject({ kind: "descriptor", value: 3, unit: "year" });
    expect(only("The score was 22 and rising.")).toMatchObject({ kind: "number", value: 22 });
  });

  it.each([
    ["The hazard ratio was 0.76.", "hazard ratio"],
    ["It showed HR 0.76 overall.", "hazard ratio"],
    ["The odds ratio of 1.4 held.", "odds ratio"],
    ["An OR = 1.4 held.", "odds ratio"],
    ["The P/E ratio of 18.9 is high.", "p/e ratio"],
    ["A relative risk of 0.8 was seen.", "relative risk"],
  ])("ratio: %s", (sentence, unit) => {
    expect(only(sentence)).toMatchObject({ kind: "ratio", unit });
  });

  it.each([
    ["about"], ["approximately"], ["around"], ["roughly"], ["nearly"], ["~"], ["approx."],
  ])("approximate after %s", (word) => {
    expect(only(`There were ${word} 22 patients.`)).toMatchObject({ value: 22, approximate: true, precision: 1 });
  });

  it("is exact without a hedge word", () => {
    expect(only("There were 22 patients.")).toMatchObject({ approximate: false });
  });

  it("keeps the precision of the last digit written after a hedge word", () => {
    expect(only("About 3,000 patients.")).toMatchObject({ value: 3000, precision: 1, approximate: true });
    expect(only("Exactly 3,000 patients.")).toMatchObject({ value: 3000, precision: 1, approximate: false });
  });

  it("records the precision written", () => {
    expect(summary(only("It was 22 units."))).toMatchObject({ precision: 1 });
    expect(summary(only("It was 3.40 units."))).toMatchObject({ value: 3.4, precision: 0.01 });
    expect(summary(only("It was 4.25 billion."))).toMatchObject({ precision: 1e7 });
  });
});

describe("extractFacts: calendar", () => {
  it.each([
    ["Filed on 2024-01-15.", "2024-01-15", { year: 2024, month: 1, day: 15 }],
    ["Filed on January 15, 2024.", "January 15, 2024", { year: 2024, month: 1, day: 15 }],
    ["Filed on Jan. 15, 2024.", "Jan. 15, 2024", { year: 2024, month: 1, day: 15 }],
    ["Filed on 15 January 2024.", "15 January 2024", { year: 2024, month: 1, day: 15 }],
    ["Filed in March 2024.", "March 2024", { year: 2024, month: 3 }],
    ["Sales in Q3 2025 rose.", "Q3 2025", { year: 2025, quarter: 3 }],
    ["Sales in 3Q25 rose.", "3Q25", { year: 2025, quarter: 3 }],
    ["Sales in the third quarter of 2025 rose.", "third quarter of 2025", { year: 2025, quarter: 3 }],
  ])("date: %s", (sentence, text, calendar) => {
    expect(only(sentence)).toMatchObject({ kind: "date", text, calendar, value: calendar.year });
  });

  it.each([
    ["Sales in FY2025 rose.", "FY2025", { year: 2025, fiscal: true }],
    ["Sales in fiscal 2025 rose.", "fiscal 2025", { year: 2025, fiscal: true }],
    ["Sales in 2024 rose.", "2024", { year: 2024 }],
    ["Smith (2024) found it.", "2024", { year: 2024 }],
  ])("year: %s", (sentence, text, calendar) => {
    expect(only(sentence)).toMatchObject({ kind: "year", text, calendar });
  });

  it("reads a year range as two years and a large figure as a quantity", () => {
    expect(facts("From 2020–2024 it grew.").map((f) => f.kind)).toEqual(["year", "year"]);
    expect(only("It had 2,024 staff.")).toMatchObject({ kind: "count", value: 2024 });
    expect(only("It grew 2024%.")).toMatchObject({ kind: "percent" });
    expect(only("Cost was $2024.")).toMatchObject({ kind: "currency" });
  });
});

describe("extractFacts: what is not a fact", () => {
  it.each([
    ["2. Results", "a numbered heading"],
    ["2.1 Methods", "a section number"],
    ["1) Revenue grew", "a list marker"],
    ["As shown [1], it held.", "a footnote reference"],
    ["As shown [^2], it held.", "a markdown footnote"],
    ["See Table 2 and Figure 3.", "table and figure labels"],
    ["Patients with type 2 diabetes.", "a type label"],
    ["A phase 3 trial.", "a phase label"],
    ["A GLP-1 agonist for COVID-19.", "names with numbers"],
    ["It was a record in the 1990s.", "decades"],
    ["See https://x.com/2024/report-5 now.", "URLs"],
    ["Mail ops2024@acme.com now.", "e-mail addresses"],
    ["Read [the paper](https://x.org/v/123).", "link targets"],
    ["Version 2.0.1 shipped.", "version numbers"],
    ["One, two and three events.", "spelled-out numbers"],
    ["(1) first, (2) second.", "parenthesised enumerators"],
  ])("%s: %s", (sentence) => {
    expect(facts(sentence)).toEqual([]);
  });

  it("drops the confidence level of an interval but keeps its bounds", () => {
    expect(facts("HR 0.76 (95% CI 0.66 to 0.88)").map((f) => f.text)).toEqual(["0.76", "0.66", "0.88"]);
  });

  it("keeps a number that starts a sentence and is not an enumerator", () => {
    expect(only("3.4 years was the median.")).toMatchObject({ value: 3.4 });
    expect(only("0.9 GW was added.")).toMatchObject({ value: 0.9, unit: "GW" });
  });
});
