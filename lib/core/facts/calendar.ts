import { MONTHS } from "./lexicon";
import type { CalendarDate } from "./types";
import { rememberLongTexts } from "./long-text-memo";

/**
 * Calendar references in text: ISO dates, written dates, months, quarters, fiscal years and
 * years alone. Used on both sides: to extract date facts from the report, and to find the same
 * date (in any of its forms) in a source line.
 */
export interface CalendarMatch {
  start: number;
  end: number;
  calendar: CalendarDate;
}

const MONTH_NAME = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const YEAR = String.raw`(1[89]\d\d|20\d\d|2100)`;
const ORDINAL_QUARTER = ["first", "second", "third", "fourth"];

function monthNumber(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.replace(".", "").toLowerCase().slice(0, 3))) + 1;
}

const twoOrFourDigitYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

const validDay = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

const yearlessDay = (month: number, day: number): CalendarDate | null => (validDay(2000, month, day) ? { month, day } : null);

const DAY_RANGE_BEFORE_MONTH = new RegExp(String.raw`(?<![\w.,-])(\d{1,2})\s*[-–]\s*(\d{1,2})(?:st|nd|rd|th)? (${MONTH_NAME})(?:,? ${YEAR})?(?![\w])`, "g");

/** "November 14 and 20", "November 14-20": the second day of the same month. */
const SECOND_DAY = /^\s*(?:-|–|to|and|through)\s*(\d{1,2})(?:st|nd|rd|th)?(?![\w%]|[.,]\d)/;

/**
 * What every match of a pattern contains, tested once per text: a source line runs only the
 * patterns it may match (a table row holding `Q1 2025` has no month name, no "fiscal").
 */
const MONTH_WORD = /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/;
const DATE_SEPARATOR = /[-/]/;
const CAPITAL_Q = /Q/;
const QUARTER_WORD = /quarter/i;
const FY = /FY/;
const FISCAL_WORD = /fiscal/i;
/** Every pattern matches digits. */
const DIGIT = /\d/;
const ANY = /(?:)/;

/** Patterns in priority order: a longer, more specific reading wins over the year inside it. */
export const PATTERNS: ReadonlyArray<{ pattern: RegExp; needs: RegExp; read: (m: RegExpExecArray) => CalendarDate | null }> = [
  {
    pattern: new RegExp(String.raw`(?<![\w.-])${YEAR}([-/])(\d{2})\2(\d{2})(?:(?=T\d)|(?![\w]|[-/.]\d))`, "g"),
    needs: DATE_SEPARATOR,
    read: (m) => (validDay(Number(m[1]), Number(m[3]), Number(m[4])) ? { year: Number(m[1]), month: Number(m[3]), day: Number(m[4]) } : null),
  },
  {
    pattern: new RegExp(String.raw`\b(${MONTH_NAME}) (\d{1,2})(?:st|nd|rd|th)?,? ${YEAR}\b`, "g"),
    needs: MONTH_WORD,
    read: (m) => ({ year: Number(m[3]), month: monthNumber(m[1]), day: Number(m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)? (${MONTH_NAME}),? ${YEAR}\b`, "g"),
    needs: MONTH_WORD,
    read: (m) => ({ year: Number(m[3]), month: monthNumber(m[2]), day: Number(m[1]) }),
  },
  {
    pattern: new RegExp(String.raw`\b(${MONTH_NAME}),? ${YEAR}\b`, "g"),
    needs: MONTH_WORD,
    read: (m) => ({ year: Number(m[2]), month: monthNumber(m[1]) }),
  },
  {
    pattern: /\bQ([1-4])[ -]?(?:(FY) ?)?'?(\d{4}|\d{2})\b/g,
    needs: CAPITAL_Q,
    read: (m) => ({ year: twoOrFourDigitYear(m[3]), quarter: Number(m[1]), ...(m[2] ? { fiscal: true } : {}) }),
  },
  {
    pattern: /\b([1-4])Q ?'?(\d{4}|\d{2})\b/g,
    needs: CAPITAL_Q,
    read: (m) => ({ year: twoOrFourDigitYear(m[2]), quarter: Number(m[1]) }),
  },
  {
    pattern: new RegExp(String.raw`\b${YEAR} ?-?Q([1-4])\b`, "g"),
    needs: CAPITAL_Q,
    read: (m) => ({ year: Number(m[1]), quarter: Number(m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b(first|second|third|fourth) quarter (?:of )?(?:(fiscal (?:year )?|FY ?))?${YEAR}\b`, "gi"),
    needs: QUARTER_WORD,
    read: (m) => ({ year: Number(m[3]), quarter: ORDINAL_QUARTER.indexOf(m[1].toLowerCase()) + 1, ...(m[2] ? { fiscal: true } : {}) }),
  },
  {
    pattern: /\bFY ?'?(\d{4}|\d{2})\b/g,
    needs: FY,
    read: (m) => ({ year: twoOrFourDigitYear(m[1]), fiscal: true }),
  },
  {
    pattern: new RegExp(String.raw`\bfiscal (?:year )?${YEAR}\b`, "gi"),
    needs: FISCAL_WORD,
    read: (m) => ({ year: Number(m[1]), fiscal: true }),
  },
  {
    // A day without its year ("November 17", "Mon 17 Nov"): matched against any year's date.
    pattern: new RegExp(String.raw`\b(${MONTH_NAME}) (\d{1,2})(?:st|nd|rd|th)?(?![\w%]|[.,]\d)`, "g"),
    needs: MONTH_WORD,
    read: (m) => yearlessDay(monthNumber(m[1]), Number(m[2])),
  },
  {
    pattern: new RegExp(String.raw`(?<![\w.,-])(\d{1,2})(?:st|nd|rd|th)? (${MONTH_NAME})(?![\w])`, "g"),
    needs: MONTH_WORD,
    read: (m) => yearlessDay(monthNumber(m[2]), Number(m[1])),
  },
  {
    // A year alone: four digits, not part of a larger figure, not a percent, amount or scaled figure.
    // A snake_case label may end in one (`revenue_mix_2024.balancing`, `change_vs_2024`): `_` is no letter.
    pattern: new RegExp(
      String.raw`(?<![^\W_]|[.,$€£¥]|(?:^|[^\d])[-−])${YEAR}(?![^\W_]|%|[.,]\d| ?(?:percent|per cent|pct|trillion|billion|million|thousand|bn|mn|tn)\b)`,
      "gi",
    ),
    needs: ANY,
    read: (m) => ({ year: Number(m[1]) }),
  },
];

/**
 * Whether `text` may hold a reference to a day, month or quarter: every reading of one needs a
 * month name, a date's separator, a capital Q or the word "quarter" (fiscal years and years
 * alone need none of them).
 */
export const mayNameDayOrQuarter = (text: string) => MONTH_WORD.test(text) || DATE_SEPARATOR.test(text) || CAPITAL_Q.test(text) || QUARTER_WORD.test(text);

/** Whether `text` holds what a pattern needs, tested once per text and need. */
function holds(present: Map<RegExp, boolean>, needs: RegExp, text: string): boolean {
  let found = present.get(needs);
  if (found === undefined) present.set(needs, (found = needs.test(text)));
  return found;
}

const overlapsAny = (found: readonly CalendarMatch[], start: number, end: number) => found.some((f) => start < f.end && end > f.start);
const byStart = (left: CalendarMatch, right: CalendarMatch) => left.start - right.start;

/**
 * Non-overlapping calendar references in `text`, in order. The global patterns are run by
 * `exec` from `lastIndex` 0 rather than `matchAll`, which copies the pattern on every call; no
 * match is empty (every pattern matches digits).
 */
export const scanCalendar: (text: string) => readonly CalendarMatch[] = rememberLongTexts((text) => {
  const found: CalendarMatch[] = [];
  if (!DIGIT.test(text)) return found;
  const present = new Map<RegExp, boolean>();
  // "14-20 Nov", "14–20 November 2025": two days of one month.
  if (holds(present, MONTH_WORD, text)) {
    DAY_RANGE_BEFORE_MONTH.lastIndex = 0;
    for (let m = DAY_RANGE_BEFORE_MONTH.exec(text); m !== null; m = DAY_RANGE_BEFORE_MONTH.exec(text)) {
      const month = monthNumber(m[3]);
      const year = m[4] === undefined ? undefined : Number(m[4]);
      const [first, second] = [Number(m[1]), Number(m[2])];
      if (second <= first || !validDay(year ?? 2000, month, first) || !validDay(year ?? 2000, month, second)) continue;
      const secondStart = m.index + m[0].indexOf(m[2], m[1].length);
      found.push({ start: m.index, end: m.index + m[1].length, calendar: year === undefined ? { month, day: first } : { year, month, day: first } });
      found.push({ start: secondStart, end: m.index + m[0].length, calendar: year === undefined ? { month, day: second } : { year, month, day: second } });
    }
  }
  for (const { pattern, needs, read } of PATTERNS) {
    if (!holds(present, needs, text)) continue;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      const calendar = read(m);
      if (calendar && !overlapsAny(found, start, end)) found.push({ start, end, calendar });
    }
  }
  for (const first of [...found]) {
    const { year, month, day } = first.calendar;
    if (year !== undefined || month === undefined || day === undefined) continue;
    const second = SECOND_DAY.exec(text.slice(first.end));
    const secondDay = Number(second?.[1]);
    if (!second || secondDay <= day || !validDay(2000, month, secondDay)) continue;
    const end = first.end + second[0].length;
    const start = end - second[0].length + second[0].indexOf(second[1], second[0].search(/\d/));
    if (!overlapsAny(found, start, end)) found.push({ start, end, calendar: { month, day: secondDay } });
  }
  return found.sort(byStart);
});

/** Whether a calendar reference found in a source says what the report's date says. */
export function sameCalendarDate(report: CalendarDate, source: CalendarDate): boolean {
  // A day written without its year is the same day of any year ("Mon 17 Nov" ⇐ 2025-11-17).
  if (report.year !== undefined && report.year !== source.year) return false;
  // A fiscal year is a reporting period: the year of a day ("9 May 2023") does not state "FY2023".
  if (report.fiscal && report.month === undefined && report.quarter === undefined && (source.month !== undefined || source.day !== undefined)) return false;
  if (report.quarter !== undefined) return source.quarter === report.quarter;
  if (report.month !== undefined && source.month !== report.month) return false;
  if (report.day !== undefined && source.day !== report.day) return false;
  return true;
}
