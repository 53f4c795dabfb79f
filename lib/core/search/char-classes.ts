/**
 * Rust regex's named character classes as CharSets. Perl classes are Unicode-aware by default
 * (`\d` is any decimal digit, `\w` any word character), ASCII under `(?-u)`; POSIX classes are
 * always ASCII.
 */
import type { CharSet, CharSetItem } from "./rust-regex-syntax";

const range = (from: string, to: string = from): CharSetItem => ({ kind: "range", from: from.codePointAt(0)!, to: to.codePointAt(0)! });
const property = (bracketFragment: string): CharSetItem => ({ kind: "property", bracketFragment });
const positive = (...items: CharSetItem[]): CharSet => ({ negated: false, items });

const UNICODE_PERL: Record<string, CharSet> = {
  d: positive(property("\\p{Nd}")),
  s: positive(property("\\p{White_Space}")),
  w: positive(property("\\p{Alphabetic}"), property("\\p{M}"), property("\\p{Nd}"), property("\\p{Pc}"), property("\\p{Join_Control}")),
};

const ASCII_PERL: Record<string, CharSet> = {
  d: positive(range("0", "9")),
  s: positive(range("\t", "\r"), range(" ")),
  w: positive(range("0", "9"), range("A", "Z"), range("a", "z"), range("_")),
};

/** `\d \s \w` and their negations `\D \S \W`; `letter` is the escape letter. */
export function perlClass(letter: string, unicode: boolean): CharSet | undefined {
  const base = (unicode ? UNICODE_PERL : ASCII_PERL)[letter.toLowerCase()];
  if (!base) return undefined;
  return letter === letter.toUpperCase() ? { negated: true, items: base.items } : base;
}

/** JS source for one Unicode word character, the basis of Rust's Unicode `\b`. */
export const UNICODE_WORD_CHAR = "[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]";

const POSIX: Record<string, CharSetItem[]> = {
  alnum: [range("0", "9"), range("A", "Z"), range("a", "z")],
  alpha: [range("A", "Z"), range("a", "z")],
  ascii: [range("\x00", "\x7f")],
  blank: [range("\t"), range(" ")],
  cntrl: [range("\x00", "\x1f"), range("\x7f")],
  digit: [range("0", "9")],
  graph: [range("!", "~")],
  lower: [range("a", "z")],
  print: [range(" ", "~")],
  punct: [range("!", "/"), range(":", "@"), range("[", "`"), range("{", "~")],
  space: [range("\t", "\r"), range(" ")],
  upper: [range("A", "Z")],
  word: [range("0", "9"), range("A", "Z"), range("a", "z"), range("_")],
  xdigit: [range("0", "9"), range("A", "F"), range("a", "f")],
};

/** `[:alpha:]` (name "alpha") or `[:^alpha:]`; undefined for an unknown name. */
export function posixClass(name: string, negated: boolean): CharSet | undefined {
  const items = POSIX[name];
  return items ? { negated, items } : undefined;
}

const ALIASES: Record<string, string> = { sc: "Script", script: "Script", scx: "Script_Extensions", gc: "General_Category" };

/**
 * A `\p{…}` name to the JS bracket fragment that means the same set, or undefined when JS knows no
 * such property. Rust matches names loosely (`greek`, `Uppercase Letter`, `sc=Greek`); JS wants
 * canonical spellings, so a few spellings are tried.
 */
export function unicodePropertyFragment(name: string, negated: boolean): string | undefined {
  const [rawKey, rawValue] = name.includes("=") ? name.split("=", 2) : name.includes(":") ? name.split(":", 2) : [undefined, name];
  const key = rawKey === undefined ? undefined : (ALIASES[rawKey.trim().toLowerCase()] ?? titleCase(rawKey));
  const letter = negated ? "P" : "p";
  for (const value of new Set([rawValue.trim(), titleCase(rawValue)])) {
    const candidates = key ? [`${key}=${value}`] : [value, `Script=${value}`];
    for (const candidate of candidates) {
      const fragment = `\\${letter}{${candidate}}`;
      if (isValidJsProperty(fragment)) return fragment;
    }
  }
  return undefined;
}

function titleCase(name: string): string {
  return name
    .trim()
    .split(/[\s_-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join("_");
}

function isValidJsProperty(fragment: string): boolean {
  try {
    new RegExp(fragment, "u");
    return true;
  } catch {
    return false;
  }
}
