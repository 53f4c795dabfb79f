const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const CHARACTER_REFERENCE = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

/**
 * Where each UTF-16 unit of a parsed text node's `value` sits in its `source` (the Markdown the
 * node was parsed from, `source[0]` at offset `base`). The value is the source with markup taken
 * out: backslash escapes (`\*` → `*`), character references (`&amp;` → `&`), the indentation and
 * quote marks of continuation lines, and an inline code span's backticks. An escape or reference
 * maps to its first source unit, so a sentence span that holds it holds the character it stands for.
 */
export function sourceOffsets(value: string, source: string, base: number): number[] {
  if (value === source) return Array.from({ length: value.length }, (_, i) => base + i);
  const offsets: number[] = [];
  let at = 0;
  for (let i = 0; i < value.length; ) {
    if (at >= source.length) {
      // The value outruns its source (a node whose text the parser made up): pin the rest to its end.
      offsets.push(base + source.length);
      i++;
      continue;
    }
    const char = source[at];
    if (char === "\\" && value[i] !== "\\" && ASCII_PUNCTUATION.test(source[at + 1] ?? "") && value[i] === source[at + 1]) {
      offsets.push(base + at);
      at += 2;
      i++;
      continue;
    }
    if (char === "&") {
      const reference = CHARACTER_REFERENCE.exec(source.slice(at, at + 40));
      if (reference && !value.startsWith(reference[0], i)) {
        // A decoded reference is one code point: one unit, or two for a surrogate pair.
        const units = value.codePointAt(i)! > 0xffff ? 2 : 1;
        for (let unit = 0; unit < units; unit++) offsets.push(base + at);
        at += reference[0].length;
        i += units;
        continue;
      }
    }
    if (char === value[i]) {
      offsets.push(base + at);
      at++;
      i++;
    } else {
      at++;
    }
  }
  return offsets;
}
