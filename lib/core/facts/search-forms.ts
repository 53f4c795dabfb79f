import { decimalString, calendarRenderings, groupThousands, plainDigits } from "./format";
import { CURRENCY_SYMBOL, SCALE_WORD_FOR } from "./lexicon";
import { isCalendarFact, isTokenFact, type Fact, type QuantityFact } from "./types";

function quantityForms(fact: QuantityFact): string[] {
  const digits = plainDigits(fact);
  const grouped = groupThousands(digits);
  const negative = fact.value < 0;
  const scaleNames = SCALE_WORD_FOR[fact.scale];
  const scaled = scaleNames
    ? [`${digits} ${scaleNames.word}`, `${digits}${scaleNames.letter}`, `${digits}${scaleNames.short}`, `${digits} ${scaleNames.short}`]
    : [];
  const symbol = fact.currency ? CURRENCY_SYMBOL[fact.currency] : undefined;
  const withCurrency = fact.currency
    ? [...(symbol ? [...scaled, grouped].map((f) => `${symbol}${f}`) : []), `${grouped} ${fact.currency}`, `${fact.currency} ${grouped}`]
    : [];
  const percent =
    fact.kind === "percent" ? [`${digits}%`, `${digits} percent`, decimalString(Math.abs(fact.value) / 100, fact.decimals + 2)] : [];
  const expanded = fact.scale > 1 ? [Math.abs(fact.value).toFixed(Math.max(0, fact.decimals - Math.log10(fact.scale)))] : [];
  const signed = negative ? [`-${grouped}`, `(${grouped})`, `-${digits}`] : [];
  return [fact.text, ...withCurrency, ...scaled, ...percent, ...expanded.map(groupThousands), ...expanded, ...signed, grouped, digits];
}

/**
 * Literal strings to search the source for, most specific first: the report's own text, then
 * the usual rewrites (scale words and suffixes, percent as a fraction, full expansions with and
 * without thousands separators), ending with the bare digits. A literal search cannot find
 * 4,213,000,000 for "4.2 billion"; `sourceNumberSearch`'s pattern does.
 */
export function searchForms(fact: Fact): string[] {
  if (isTokenFact(fact)) return [fact.text];
  const forms = isCalendarFact(fact) ? [fact.text, ...calendarRenderings(fact.calendar)] : quantityForms(fact);
  return [...new Set(forms)];
}
