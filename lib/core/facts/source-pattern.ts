import { sourceReadings } from "./equivalence";
import { searchForms } from "./search-forms";
import { BASIS_POINT, isCalendarFact, isTokenFact, type Fact, type QuantityFact } from "./types";
import { UNITS } from "./lexicon";
import { tokenPattern } from "./verbatim";

/**
 * One regex (Rust and JavaScript common syntax: no look-around) that finds, in source text,
 * every figure that could support a report fact, whatever its form: 4213000000, 4,213,000,000,
 * 4.213 or 4.21B for "4.2 billion"; 0.125, 12.5 or 12.48 for "12.5%".
 *
 * It is the inverse of `sourceReadings`: for each way a source figure can be read, the figure
 * must lie in [value - precision/2, value + precision/2] divided by that reading's factor. Each
 * such range becomes alternatives over the leading significant digits, with the integer part's
 * length fixed (so "28" never matches inside 28140 or "31" inside 331) and thousands separators
 * optional at their places. The pattern is a recall filter: it may also match figures that do
 * not round correctly; `matchesFact` decides.
 */

const LABEL_SCALES = [BASIS_POINT, 1e3, 1e6, 1e9, 1e12];
/** A labelled-scale figure below this (22 patients as 0.022 "thousands") is not searched for. */
const SMALLEST_LABELLED_FIGURE = 0.1;

const BEFORE = "(?:^|[^0-9.])";
const AFTER = "(?:[^0-9]|$)";

const exponentOf = (x: number) => Math.floor(Math.log10(x) + 1e-12);

/** Groups prefixes by all-but-last digit into "head[lo-hi]" atoms lists. */
function prefixAtoms(prefixes: number[], length: number): string[][] {
  const byHead = new Map<string, number[]>();
  for (const p of prefixes) {
    const text = String(p).padStart(length, "0");
    const head = text.slice(0, -1);
    byHead.set(head, [...(byHead.get(head) ?? []), Number(text.slice(-1))]);
  }
  return [...byHead].map(([head, lasts]) => {
    const last = lasts.length === 1 ? String(lasts[0]) : `[${Math.min(...lasts)}-${Math.max(...lasts)}]`;
    return [...head, last];
  });
}

/**
 * Fraction digits, where trailing zeros may be left unwritten in the source ("3.4" for "3.40",
 * "0.1" for "0.10", "1" for "1.0"). `leading` is what must precede them ("\\." or "0?\\.000").
 */
function fractionRegex(leading: string, atoms: string[], pointOptional: boolean): string {
  const fraction = atoms.join("");
  const required = fraction.replace(/0+$/, "");
  const zeros = "0".repeat(fraction.length - required.length);
  if (required === "") return pointOptional ? `(?:${leading}${zeros}[0-9]*)?` : `${leading}${zeros}[0-9]*`;
  return `${leading}${required}${zeros ? `(?:${zeros}[0-9]*)?` : "[0-9]*"}`;
}

/** The token regex for a figure whose leading digits are `atoms` and whose first digit sits at 10^e. */
function figureRegex(atoms: string[], e: number): string {
  if (e < 0) return fractionRegex(`0?\\.${"0".repeat(-e - 1)}`, atoms, false);
  const integerLength = e + 1;
  let integer = "";
  for (let i = 0; i < integerLength; i++) {
    if (i > 0 && (integerLength - i) % 3 === 0) integer += ",?";
    integer += i < atoms.length ? atoms[i] : "[0-9]";
  }
  return integer + fractionRegex("\\.", atoms.slice(integerLength), true);
}

/** Scientific notation, as Python and JavaScript print very large or very small floats. */
function scientificRegex(atoms: string[], e: number): string {
  const [first, ...rest] = atoms;
  const exponent = e < 0 ? `-0*${-e}` : `\\+?0*${e}`;
  return `${first}(?:\\.${rest.join("")}[0-9]*)?[eE]${exponent}`;
}

/** One alternative of a quantity's pattern, and the leading significant digits of every figure it matches (null: any). */
interface Alternative {
  regex: string;
  leads: readonly string[] | null;
}

/** A figure of no significant digit at its precision: `0`, `0.0004`, any figure below one. */
const ZERO_ALTERNATIVE: Alternative = { regex: "0(?:\\.[0-9]+)?", leads: null };

/** The digit strings `atoms` stands for: the last atom may be a range (`[3-5]`). */
function atomsLeads(atoms: readonly string[]): string[] {
  const head = atoms.slice(0, -1).join("");
  const last = atoms[atoms.length - 1];
  if (last.length === 1) return [head + last];
  const leads: string[] = [];
  for (let digit = Number(last[1]); digit <= Number(last[3]); digit++) leads.push(head + digit);
  return leads;
}

/**
 * The leads of `figureRegex(atoms, e)`'s matches. A fraction of zeros alone is optional there, and
 * the non-digit after a match may be a point, so `1(?:\.0[0-9]*)?` matches the "1" of `1.9`: its
 * figure starts with the integer's digits only.
 */
function figureLeads(atoms: string[], e: number): string[] {
  const integerLength = e + 1;
  if (e < 0 || integerLength >= atoms.length || atoms.slice(integerLength).some((atom) => atom !== "0")) return atomsLeads(atoms);
  return atomsLeads(atoms.slice(0, integerLength));
}

/**
 * Alternatives for figures t with (units - 0.5)·10^step ≤ t ≤ (units + 0.5)·10^step.
 * Works in integer prefixes so no float rounding creeps into the digit grid.
 */
function rangeAlternatives(units: number, step: number): Alternative[] {
  if (units === 0) return [ZERO_ALTERNATIVE];
  const alternatives: Alternative[] = [];
  const low = (units - 0.5) * 10 ** step;
  const high = (units + 0.5) * 10 ** step;
  for (let e = exponentOf(low); e <= exponentOf(high); e++) {
    const shift = Math.max(0, step - e);
    const length = e - Math.min(step, e) + 1;
    const first = Math.max(Math.floor((units - 0.5) * 10 ** shift), 10 ** (length - 1));
    const last = Math.min(Math.floor((units + 0.5) * 10 ** shift), 10 ** length - 1);
    const prefixes: number[] = [];
    for (let prefix = first; prefix <= last; prefix++) prefixes.push(prefix);
    for (const atoms of prefixAtoms(prefixes, length)) {
      alternatives.push({ regex: figureRegex(atoms, e), leads: figureLeads(atoms, e) });
      // Scientific notation may write the first digit alone (`4e9`).
      if (e >= 16 || e <= -5) alternatives.push({ regex: scientificRegex(atoms, e), leads: [...atomsLeads(atoms), ...atomsLeads(atoms.slice(0, 1))] });
    }
  }
  return alternatives;
}

/**
 * A quantity's pattern's alternatives, each once, in the order the pattern writes them. Loops, not
 * closures made per call (lib/core README, hot paths).
 */
function quantityAlternatives(fact: QuantityFact): Alternative[] {
  const magnitude = Math.abs(fact.value);
  const factors = new Set([...sourceReadings(fact), ...sourceReadings(fact, { kind: "percent" })]);
  for (const scale of LABEL_SCALES) {
    if (magnitude / scale >= SMALLEST_LABELLED_FIGURE) for (const factor of sourceReadings(fact, { kind: "multiplier", factor: scale })) factors.add(factor);
  }
  for (const factor of unitFactors(fact)) factors.add(factor);
  const precisionExponent = Math.round(Math.log10(fact.precision));
  const units = Math.round(magnitude / fact.precision);
  // A hedged figure may be a whole step off: the neighbouring steps are searched too.
  const steps = fact.approximate ? [units - 1, units, units + 1] : [units];
  const alternatives = new Map<string, Alternative>();
  for (const factor of factors) {
    const exponent = precisionExponent - Math.round(Math.log10(factor));
    for (const step of steps) {
      if (step < 0) continue;
      for (const alternative of rangeAlternatives(step, exponent)) if (!alternatives.has(alternative.regex)) alternatives.set(alternative.regex, alternative);
    }
  }
  return [...alternatives.values()];
}

/** A quantity's pattern and its leads (`SourceNumberSearch`), from one list of alternatives. */
function quantitySearch(fact: QuantityFact): SourceNumberSearch {
  const regexes: string[] = [];
  let leads: Set<string> | null = new Set();
  for (const alternative of quantityAlternatives(fact)) {
    regexes.push(alternative.regex);
    if (alternative.leads === null) leads = null;
    else if (leads !== null) for (const lead of alternative.leads) leads.add(lead);
  }
  return { pattern: `${BEFORE}(?:${regexes.join("|")})${AFTER}`, leads: leads && [...leads] };
}

/** A figure in another unit of the fact's dimension, a power of ten apart (`8,400 MW` for "8.4 GW"). */
function unitFactors(fact: QuantityFact): number[] {
  const reported = fact.unit === undefined ? undefined : UNITS.get(fact.unit.toLowerCase());
  if (!reported) return [];
  const factors: number[] = [];
  for (const unit of UNITS.values()) {
    if (unit.dimension === reported.dimension && Number.isInteger(Math.log10(unit.size / reported.size))) factors.push(unit.size / reported.size);
  }
  return factors;
}

const escapeRegex = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A fact's search: `pattern`, a regex for ripgrep-style search (case-insensitive) that finds the
 * fact's figure in any usual form, and `leads`, the leading significant digits of every figure it
 * matches, as digit strings (`4.2 billion` → "41", "42", …: `4,?2[0-9]…` starts with "42"), or
 * null when no digits bound them: a token, a date, a range reaching zero (`0.0004` matches as
 * "0.0"). Thousands separators aside, a match's digits start with a lead, so a reader who knows
 * which lines hold figures starting so knows every line the pattern can match.
 */
export interface SourceNumberSearch {
  pattern: string;
  leads: readonly string[] | null;
}

export function sourceNumberSearch(fact: Fact): SourceNumberSearch {
  if (isTokenFact(fact)) return { pattern: tokenPattern(fact), leads: null };
  if (!isCalendarFact(fact)) return quantitySearch(fact);
  if (fact.kind === "year") return { pattern: `(?:^|[^0-9])${fact.value}(?:[^0-9]|$)`, leads: null };
  return { pattern: `(?:${searchForms(fact).map(escapeRegex).join("|")})`, leads: null };
}
