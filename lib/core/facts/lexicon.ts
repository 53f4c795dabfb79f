/** Words and symbols shared by fact extraction and source matching. */

/**
 * One case-insensitive pattern matching wherever one of `patterns` (each case-insensitive or
 * caseless, none global or sticky) matches: a test that lets a text none of them matches skip
 * trying each in turn.
 */
export const eitherOf = (patterns: readonly RegExp[]): RegExp => new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");

export const SCALE_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^ ?trillion\b/i, 1e12],
  [/^ ?billion\b/i, 1e9],
  [/^ ?million\b/i, 1e6],
  [/^ ?thousand\b/i, 1e3],
  [/^ ?tn\b/i, 1e12],
  [/^ ?bn\b/i, 1e9],
  [/^ ?mn\b/i, 1e6],
  [/^MM\b/, 1e6],
  // single letters only when glued to the figure ("4.2B", "$5m", "12k")
  [/^[tT](?![\p{L}\p{N}_])/u, 1e12],
  [/^[bB](?![\p{L}\p{N}_])/u, 1e9],
  [/^[mM](?![\p{L}\p{N}_])/u, 1e6],
  [/^[kK](?![\p{L}\p{N}_])/u, 1e3],
];

/** After a currency amount a spaced capital letter is a scale too ("$4.2 B"). */
export const SPACED_SCALE_LETTER: ReadonlyArray<readonly [RegExp, number]> = [
  [/^ T(?![\p{L}\p{N}_])/u, 1e12],
  [/^ B(?![\p{L}\p{N}_])/u, 1e9],
  [/^ M(?![\p{L}\p{N}_])/u, 1e6],
  [/^ K(?![\p{L}\p{N}_])/u, 1e3],
];

export const PERCENT_SUFFIXES: ReadonlyArray<readonly [RegExp, "%" | "pp"]> = [
  [/^ ?%/, "%"],
  [/^ ?(?:percentage[ -]points?|pp\b|p\.p\.|ppts?\b)/i, "pp"],
  [/^ ?(?:percent|per cent|pct)\b/i, "%"],
];

/** Currency markers written before a figure, longest first. */
export const CURRENCY_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ["US$", "USD"], ["HK$", "HKD"], ["NZ$", "NZD"], ["C$", "CAD"], ["A$", "AUD"], ["S$", "SGD"], ["R$", "BRL"],
  ["$", "USD"], ["€", "EUR"], ["£", "GBP"], ["¥", "JPY"], ["₹", "INR"], ["₩", "KRW"], ["₣", "CHF"],
];

export const CURRENCY_CODES = ["USD", "EUR", "GBP", "JPY", "CNY", "CHF", "CAD", "AUD", "INR", "HKD", "SGD", "NZD", "KRW", "BRL", "SEK", "NOK", "DKK"];

export const CURRENCY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^ (?:US )?dollars?\b/i, "USD"],
  [/^ euros?\b/i, "EUR"],
];

export const SCALE_WORD_FOR: Readonly<Record<number, { word: string; letter: string; short: string }>> = {
  1e3: { word: "thousand", letter: "K", short: "k" },
  1e6: { word: "million", letter: "M", short: "mn" },
  1e9: { word: "billion", letter: "B", short: "bn" },
  1e12: { word: "trillion", letter: "T", short: "tn" },
};

export const CURRENCY_SYMBOL: Readonly<Record<string, string>> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", KRW: "₩" };

export const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];

/**
 * Units of measure by dimension, with their size in the dimension's base unit. A figure is
 * converted between units of one dimension (9,870 MW ⇄ 9.87 GW) and never matches a figure in
 * another unit of its dimension that does not convert to it (22.4 months ⇍ "22.4 weeks").
 * Ambiguous letters ("m" for metres, minutes or millions; "t") are left out.
 */
const unitTable = (dimension: string, entries: Record<string, number>) =>
  Object.entries(entries).flatMap(([names, size]) => names.split(" ").map((name) => [name, { dimension, size }] as const));

export const UNITS: ReadonlyMap<string, { dimension: string; size: number }> = new Map([
  ...unitTable("time", {
    "s sec secs second seconds": 1, "min mins minute minutes": 60, "h hr hrs hour hours": 3600, "d day days": 86400,
    "wk wks week weeks": 604800, "mo mos month months": 2629800, "yr yrs year years": 31557600,
  }),
  ...unitTable("length", { "mm millimetre millimetres millimeter millimeters": 1e-3, "cm centimetre centimetres centimeter centimeters": 1e-2, "km kilometre kilometres kilometer kilometers": 1e3, "mi mile miles": 1609.344 }),
  ...unitTable("energy", { "wh": 1, "kwh": 1e3, "mwh": 1e6, "gwh": 1e9, "twh": 1e12 }),
  ...unitTable("power", { "w watt watts": 1, "kw": 1e3, "mw": 1e6, "gw": 1e9 }),
  ...unitTable("volume", { "ml millilitre millilitres milliliter milliliters": 1e-3, "l litre litres liter liters": 1 }),
  ...unitTable("mass", { "mg": 1e-3, "g gram grams": 1, "kg kilogram kilograms": 1e3, "t tonne tonnes ton tons": 1e6 }),
]);

/** How often a figure recurs: "a year", "per month", "annually" in a report; `monthly`, `_pa` in labels. */
const FREQUENCIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|[^a-z])(?:daily|per[ _]day|a day|each day)(?:[^a-z]|$)/i, "day"],
  [/(?:^|[^a-z])(?:weekly|per[ _]week|a week|each week)(?:[^a-z]|$)/i, "week"],
  [/(?:^|[^a-z])(?:monthly|per[ _]month|a month|each month|\/mo|mrr)(?:[^a-z]|$)/i, "month"],
  [/(?:^|[^a-z])(?:quarterly|per[ _]quarter|a quarter)(?:[^a-z]|$)/i, "quarter"],
  [/(?:^|[^a-z])(?:annual(?:ly|i[sz]ed)?|yearly|per[ _](?:year|annum)|a year|each year|p\.?a|\/yr|arr)(?:[^a-z]|$)/i, "year"],
];
const ANY_FREQUENCY = eitherOf(FREQUENCIES.map(([pattern]) => pattern));

/** The frequency a label or a phrase names, the first of FREQUENCIES that matches. */
export const frequencyIn = (text: string): string | undefined => (ANY_FREQUENCY.test(text) ? FREQUENCIES.find(([pattern]) => pattern.test(text))?.[1] : undefined);
