/**
 * Sets of Unicode scalar values as sorted, disjoint, inclusive ranges. Rust's classes (nested,
 * negated, Unicode-aware Perl classes) are resolved into these and then written out as plain RE2
 * classes, so the two engines agree on every code point whatever each one's own class syntax means.
 */

export const MAX_CODE_POINT = 0x10ffff;
const SURROGATES: readonly [number, number] = [0xd800, 0xdfff];

const re2Hex = (codePoint: number) => `\\x{${codePoint.toString(16)}}`;

export class CodePointSet {
  #re2Class: string | undefined;

  private constructor(readonly ranges: readonly (readonly [number, number])[]) {}

  static of(ranges: Iterable<readonly [number, number]>): CodePointSet {
    const sorted = [...ranges].filter(([from, to]) => from <= to).sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [from, to] of sorted) {
      const last = merged[merged.length - 1];
      if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    return new CodePointSet(merged);
  }

  static readonly EMPTY = CodePointSet.of([]);

  /** Every code point whose one-character string `matches` (a JS regex test), found by one scan. */
  static scan(matches: (char: string) => boolean): CodePointSet {
    const ranges: [number, number][] = [];
    let start = -1;
    for (let codePoint = 0; codePoint <= MAX_CODE_POINT + 1; codePoint++) {
      const inside = codePoint <= MAX_CODE_POINT && (codePoint < SURROGATES[0] || codePoint > SURROGATES[1]) && matches(String.fromCodePoint(codePoint));
      if (inside && start < 0) start = codePoint;
      else if (!inside && start >= 0) {
        ranges.push([start, codePoint - 1]);
        start = -1;
      }
    }
    return new CodePointSet(ranges);
  }

  union(other: CodePointSet): CodePointSet {
    return CodePointSet.of([...this.ranges, ...other.ranges]);
  }

  complement(): CodePointSet {
    const ranges: [number, number][] = [];
    let next = 0;
    for (const [from, to] of this.ranges) {
      if (from > next) ranges.push([next, from - 1]);
      next = to + 1;
    }
    if (next <= MAX_CODE_POINT) ranges.push([next, MAX_CODE_POINT]);
    return new CodePointSet(ranges);
  }

  minus(other: CodePointSet): CodePointSet {
    return this.intersect(other.complement());
  }

  intersect(other: CodePointSet): CodePointSet {
    const ranges: [number, number][] = [];
    let i = 0;
    let j = 0;
    while (i < this.ranges.length && j < other.ranges.length) {
      const [a0, a1] = this.ranges[i];
      const [b0, b1] = other.ranges[j];
      const from = Math.max(a0, b0);
      const to = Math.min(a1, b1);
      if (from <= to) ranges.push([from, to]);
      if (a1 < b1) i++;
      else j++;
    }
    return new CodePointSet(ranges);
  }

  isEmpty(): boolean {
    return this.ranges.length === 0;
  }

  has(codePoint: number): boolean {
    return this.ranges.some(([from, to]) => from <= codePoint && codePoint <= to);
  }

  /** RE2 class syntax: `[\x{61}-\x{7a}…]`, or a class that matches nothing when the set is empty. */
  toRe2Class(): string {
    // Sets are immutable and shared (lineCharacters), so the text is written once per set.
    this.#re2Class ??= this.isEmpty() ? "[^\\x{0}-\\x{10ffff}]" : `[${this.ranges.map(([from, to]) => (from === to ? re2Hex(from) : `${re2Hex(from)}-${re2Hex(to)}`)).join("")}]`;
    return this.#re2Class;
  }
}
