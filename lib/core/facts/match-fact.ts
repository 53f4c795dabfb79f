import { sameCalendarDate, scanCalendar } from "./calendar";
import { numbersEquivalent } from "./equivalence";
import { isAccountingNegative, scanNumberTokens, tokenValue, type NumberToken } from "./number-tokens";
import { currencyFromLabel, labelBefore, scaleHintFromLabel } from "./source-context";
import { matchToken } from "./verbatim";
import { isCalendarFact, isTokenFact, type CalendarFact, type Fact, type QuantityFact, type ScaleHint } from "./types";

export interface SourceMatch {
  /** the source figure's value as written there (its own suffix applied, a percent in percent points) */
  value: number;
  /** the verbatim span of the source text that matched */
  text: string;
}

export interface MatchOptions {
  /** the header row of the table `candidateText` belongs to, to read each column's scale */
  tableHeader?: string;
}

function matchCalendar(fact: CalendarFact, candidate: string): SourceMatch | null {
  for (const found of scanCalendar(candidate)) {
    if (sameCalendarDate(fact.calendar, found.calendar)) return { value: found.calendar.year ?? 0, text: candidate.slice(found.start, found.end) };
  }
  return null;
}

function tokenHint(token: NumberToken, label: string): ScaleHint | undefined {
  if (token.percent) return { kind: "percent" };
  if (token.scale !== 1) return { kind: "multiplier", factor: 1 };
  return scaleHintFromLabel(label);
}

function matchQuantity(fact: QuantityFact, candidate: string, options: MatchOptions): SourceMatch | null {
  // Dates and times in a source line are not quantities ("2026-11-29T11:15:18Z").
  const dates = scanCalendar(candidate).filter((c) => c.calendar.month !== undefined || c.calendar.quarter !== undefined);
  for (const token of scanNumberTokens(candidate)) {
    if (token.gluedLeft || token.gluedRight || token.colonJoined || token.hyphenatedToWord) continue;
    if (dates.some((d) => token.digitsStart < d.end && token.digitsEnd > d.start)) continue;
    const label = labelBefore(candidate, token.start, options.tableHeader);
    const currency = token.currency ?? currencyFromLabel(label);
    if (fact.currency && currency && currency !== fact.currency) continue;
    const value = tokenValue(token, token.signed || isAccountingNegative(token));
    if (numbersEquivalent(fact, value, tokenHint(token, label))) return { value, text: candidate.slice(token.start, token.end) };
  }
  return null;
}

/**
 * Finds, in a line (or fragment) of source text, a figure that supports the report's fact,
 * reading each figure with its own markers and its label's scale; returns the first one, or
 * null. A year matches only that exact year; a date only the same day/month/quarter.
 */
export function matchesFact(fact: Fact, candidateText: string, options: MatchOptions = {}): SourceMatch | null {
  if (isTokenFact(fact)) {
    const match = matchToken(fact, candidateText);
    return match && { value: fact.value, text: match.text };
  }
  return isCalendarFact(fact) ? matchCalendar(fact, candidateText) : matchQuantity(fact, candidateText, options);
}
