/**
 * Rust regex's named character classes as CharSets. Perl classes are Unicode-aware by default
 * (`\d` is any decimal digit, `\w` any word character), ASCII under `(?-u)`; POSIX classes are
 * always ASCII.
 */
import { CodePointSet } from "./code-point-set";
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

/** Rust's Unicode word characters, what `\w` and `\b` mean by default. */
export function unicodeWordCharacters(): CodePointSet {
  return propertyCodePoints(UNICODE_PERL.w.items.map((item) => (item as { bracketFragment: string }).bracketFragment).join(""));
}

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

const propertyCache = new Map<string, CodePointSet>();

/** The code points a JS bracket fragment (`\\p{Greek}`, `\\P{Nd}`) stands for, scanned once per fragment (~60 ms). */
function propertyCodePoints(fragment: string): CodePointSet {
  let set = propertyCache.get(fragment);
  if (!set) {
    const matcher = new RegExp(`^[${fragment}]$`, "u");
    propertyCache.set(fragment, (set = CodePointSet.scan((char) => matcher.test(char))));
  }
  return set;
}

/**
 * A parsed class as the set of code points it matches: nested sets, negation and properties
 * resolved. Case-insensitive classes are folded before they are negated, as Rust does: `(?i)[^a]`
 * matches neither `a` nor `A`.
 */
export function resolveCharSet(set: CharSet, caseInsensitive: boolean): CodePointSet {
  let union = CodePointSet.EMPTY;
  for (const item of set.items) {
    const points = item.kind === "range" ? CodePointSet.of([[item.from, item.to]]) : item.kind === "property" ? propertyCodePoints(item.bracketFragment) : resolveCharSet(item.set, caseInsensitive);
    union = union.union(points);
  }
  if (caseInsensitive) union = caseFolded(union);
  return set.negated ? union.complement() : union;
}

const NEWLINE = CodePointSet.of([[10, 10]]);
/** Shapes kept before the cache starts over: enough for every distinct class of many patterns. */
const LINE_CHARACTERS_KEPT = 4096;
const lineCharacterSets = new Map<string, CodePointSet>();

/**
 * The code points a one-character node matches on a line (never the newline, which no search
 * pattern matches), kept by the node's shape: a figure's pattern writes the same digits and
 * classes dozens of times, and each is resolved for RE2 and again for the prefilter.
 */
export function lineCharacters(node: { kind: "literal"; codePoint: number; caseInsensitive: boolean } | { kind: "class"; set: CharSet; caseInsensitive: boolean }): CodePointSet {
  const set: CharSet = node.kind === "literal" ? { negated: false, items: [{ kind: "range", from: node.codePoint, to: node.codePoint }] } : node.set;
  const key = shapeKey(set, node.caseInsensitive);
  if (key === null) return resolveCharSet(set, node.caseInsensitive).minus(NEWLINE);
  let characters = lineCharacterSets.get(key);
  if (!characters) {
    if (lineCharacterSets.size >= LINE_CHARACTERS_KEPT) lineCharacterSets.clear();
    lineCharacterSets.set(key, (characters = resolveCharSet(set, node.caseInsensitive).minus(NEWLINE)));
  }
  return characters;
}

/** A key naming a class of plain ranges; null for one with properties or nested sets, which are not kept. */
function shapeKey(set: CharSet, caseInsensitive: boolean): string | null {
  let key = `${caseInsensitive ? "i" : "s"}${set.negated ? "^" : ""}`;
  for (const item of set.items) {
    if (item.kind !== "range") return null;
    key += `${item.from}-${item.to},`;
  }
  return key;
}

let foldOrbits: Map<number, number[]> | undefined;

/**
 * Each cased code point with every other one simple case folding makes it equal to (k, K and the
 * Kelvin sign K; s, S and the long s ſ), from JS's own case-insensitive matching, which uses the
 * same simple folding as Rust. Built once by one scan.
 */
function caseFoldOrbits(): Map<number, number[]> {
  if (foldOrbits) return foldOrbits;
  const parent = new Map<number, number>();
  const find = (c: number): number => {
    let root = c;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(c, root);
    return root;
  };
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const char = String.fromCodePoint(codePoint);
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (lower === char && upper === char) continue;
    const equal = new RegExp(`^\\u{${codePoint.toString(16)}}$`, "iu");
    for (const other of [lower, upper, upper.toLowerCase()]) {
      const otherPoint = other.codePointAt(0)!;
      if ([...other].length !== 1 || otherPoint === codePoint || !equal.test(other)) continue;
      if (!parent.has(codePoint)) parent.set(codePoint, codePoint);
      if (!parent.has(otherPoint)) parent.set(otherPoint, otherPoint);
      parent.set(find(codePoint), find(otherPoint));
    }
  }
  const orbits = new Map<number, number[]>();
  for (const codePoint of parent.keys()) {
    const root = find(codePoint);
    const orbit = orbits.get(root) ?? [];
    orbit.push(codePoint);
    orbits.set(root, orbit);
  }
  foldOrbits = new Map();
  for (const orbit of orbits.values()) for (const codePoint of orbit) foldOrbits.set(codePoint, orbit);
  return foldOrbits;
}

/** No ASCII character but a letter has a case partner, nor is any the partner of one: digits and punctuation fold to themselves. */
const foldsToItself = ([from, to]: readonly [number, number]) => to < 0x80 && (to < 0x41 || from > 0x7a || (from > 0x5a && to < 0x61));

function caseFolded(set: CodePointSet): CodePointSet {
  // A figure's classes are digits and points: the orbits (one scan of every code point) are not needed.
  if (set.ranges.every(foldsToItself)) return set;
  const orbits = caseFoldOrbits();
  const added: [number, number][] = [];
  const addOrbit = (codePoint: number) => {
    for (const other of orbits.get(codePoint) ?? []) added.push([other, other]);
  };
  // A narrow range: walking its code points beats walking every orbit.
  for (const [from, to] of set.ranges) {
    if (to - from < orbits.size) for (let codePoint = from; codePoint <= to; codePoint++) addOrbit(codePoint);
    else for (const codePoint of orbits.keys()) if (codePoint >= from && codePoint <= to) addOrbit(codePoint);
  }
  return set.union(CodePointSet.of(added));
}
