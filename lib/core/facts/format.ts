import { MONTHS } from "./lexicon";
import type { CalendarDate, QuantityFact } from "./types";

/** The report figure's digits without sign or scale, at the precision written ("4.2", "3533"). */
export function plainDigits(fact: QuantityFact): string {
  return (Math.abs(fact.value) / fact.scale).toFixed(fact.decimals);
}

/** "3533.5" → "3,533.5" */
export function groupThousands(digits: string): string {
  const [integer, fraction] = digits.split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A decimal rendering without float noise: 11.2 / 100 → "0.112", not "0.11199999999999999". */
export function decimalString(value: number, decimals: number): string {
  return String(Number(value.toFixed(Math.min(decimals, 20))));
}

const pad = (n: number) => String(n).padStart(2, "0");
const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The usual ways to write a calendar reference, most specific first. */
export function calendarRenderings(date: CalendarDate): string[] {
  const { year, month, day, quarter, fiscal } = date;
  if (year === undefined) {
    if (month === undefined || day === undefined) return [];
    const name = capitalised(MONTHS[month - 1]);
    return [`-${pad(month)}-${pad(day)}`, `${name} ${day}`, `${name.slice(0, 3)} ${day}`, `${day} ${name}`, `${day} ${name.slice(0, 3)}`];
  }
  if (quarter !== undefined) {
    const short = String(year).slice(2);
    return [`Q${quarter} ${year}`, ...(fiscal ? [`Q${quarter} FY${year}`] : []), `${quarter}Q${short}`, `${year}Q${quarter}`, `${year}-Q${quarter}`, `Q${quarter}-${year}`];
  }
  if (month === undefined) return fiscal ? [`FY${year}`, `FY ${year}`, `fiscal ${year}`, `${year}`] : [`${year}`];
  const name = capitalised(MONTHS[month - 1]);
  const abbreviation = name.slice(0, 3);
  if (day === undefined) return [`${name} ${year}`, `${abbreviation} ${year}`, `${year}-${pad(month)}`];
  return [
    `${year}-${pad(month)}-${pad(day)}`,
    `${name} ${day}, ${year}`,
    `${abbreviation} ${day}, ${year}`,
    `${day} ${name} ${year}`,
    `${year}/${pad(month)}/${pad(day)}`,
    `${pad(month)}/${pad(day)}/${year}`,
  ];
}
