/**
 * Workaround for a gap in lib/core/facts: its search pattern for a month ("October 2025")
 * includes the ISO year-month form `2025-10`, but `matchesFact` does not read `2025-10` as a
 * month (only full `YYYY-MM-DD` dates), so a month written that way in a source is never
 * accepted. Remove this file once the facts module reads year-months.
 */
import { isCalendarFact, type Fact, type SourceMatch } from "../../facts";

export function isoYearMonthMatch(fact: Fact, line: string): SourceMatch | null {
  if (!isCalendarFact(fact)) return null;
  const { year, month, day, quarter } = fact.calendar;
  if (year === undefined || month === undefined || day !== undefined || quarter !== undefined) return null;
  const text = `${year}-${String(month).padStart(2, "0")}`;
  const yearMonth = new RegExp(`(?:^|[^\\d-])${text}(?![\\d]|-\\d)`);
  return yearMonth.test(line) ? { value: year, text } : null;
}
