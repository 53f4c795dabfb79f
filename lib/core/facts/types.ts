/** A calendar reference as written: a year alone, a fiscal year, a quarter, a month or a day. */
export interface CalendarDate {
  /** absent for a day written without its year ("Mon 17 Nov", "November 17") */
  year?: number;
  month?: number;
  day?: number;
  quarter?: number;
  fiscal?: boolean;
}

export type QuantityKind = "number" | "count" | "percent" | "currency" | "ratio";
export type CalendarKind = "date" | "year";
/** Figure-like tokens checked as written, never as quantities (see verbatim.ts). */
export type TokenKind = "identifier" | "score" | "ordinal" | "time" | "descriptor";
export type FactKind = QuantityKind | CalendarKind | TokenKind;

interface FactSpan {
  /** verbatim span of the sentence, e.g. "$4.2 billion", "24%", "January 15, 2024" */
  text: string;
  /** UTF-16 offsets within the sentence */
  start: number;
  end: number;
  /** preceded by about / approximately / around / ~ / nearly / roughly … */
  approximate: boolean;
  /** set on both ends of a range ("0.66 to 0.88", "4–5 billion") */
  range?: "low" | "high";
}

export interface QuantityFact extends FactSpan {
  kind: QuantityKind;
  /** scaled and signed: "4.2 billion" → 4.2e9, "(1.2)" → -1.2; a percent is in percent points (12.5% → 12.5) */
  value: number;
  /** the step of the last digit written, in value units: "4.2 billion" → 1e8, "22" → 1, "3.4" → 0.1 */
  precision: number;
  /** digits written after the decimal point */
  decimals: number;
  /** the multiplier of a scale word or suffix: "billion"/"B"/"bn" → 1e9; 1 when none */
  scale: number;
  /** "%" or "pp" for percents, the noun for counts and measures ("participants", "years"), the label for ratios ("hazard ratio") */
  unit?: string;
  /** ISO 4217 code for currency amounts */
  currency?: string;
  /** how often it recurs, when written right after it ("$49 a month" → "month") */
  frequency?: string;
}

export interface CalendarFact extends FactSpan {
  kind: CalendarKind;
  /** the year (0 for a day without one), so numeric callers get something meaningful; `calendar` holds the detail */
  value: number;
  calendar: CalendarDate;
}

export interface TokenFact extends FactSpan {
  kind: TokenKind;
  /** the first number written in it ("PO-4471-032" → 4471, "124-97" → 124) */
  value: number;
  /** every number written in it, in order */
  parts: number[];
  /** a descriptor's unit word ("10-year" → "year", "above 5.5 mmol/L" → "mmol") */
  unit?: string;
}

export type Fact = QuantityFact | CalendarFact | TokenFact;

export const isCalendarFact = (fact: Fact): fact is CalendarFact => fact.kind === "date" || fact.kind === "year";
export const isTokenFact = (fact: Fact): fact is TokenFact =>
  fact.kind === "identifier" || fact.kind === "score" || fact.kind === "ordinal" || fact.kind === "time" || fact.kind === "descriptor";

/**
 * What the source says about the scale of a figure found in it.
 * - `percent`: the figure is in percent points (it carried `%`, or its label says pct/percent);
 *   `written` when the figure carried its own `%`, `pp` or `bp`, so it is never a fraction.
 * - `multiplier`: the figure is in units of `factor` (a label says "millions" → 1e6). Use factor 1
 *   when the figure carried its own scale ("4.21B") so no implicit scale is tried.
 * Without a hint, a bare figure may be read as-is, in the report's own scale, or (for a percent
 * fact) as a fraction.
 */
/** One basis point in percent points: the multiplier a `_bps` label gives. */
export const BASIS_POINT = 0.01;

export type ScaleHint = { kind: "percent"; written?: boolean } | { kind: "multiplier"; factor: number };
