/** fnmatch.fnmatch on POSIX: a case-sensitive match of the whole name; `*` also matches `/`. */
export function fnmatch(name: string, pattern: string): boolean {
  return fnmatchToRegExp(pattern).test(name);
}

const cache = new Map<string, RegExp>();

/** Escapes a literal for a JavaScript `u` regex outside a class (only syntax characters may be escaped there). */
const escapeLiteral = (text: string): string => text.replace(/[\^$\\.*+?()[\]{}|/]/g, "\\$&");
/** Escapes a literal inside a `u` regex class, where `\`, `]` and `-` are special. */
const escapeInClass = (text: string): string => text.replace(/[\\\]-]/g, "\\$&");

/**
 * The class for the set between `[` and `]` (code points, without the brackets), as Python's
 * fnmatch.translate builds it: `!` negates, a hyphen between two characters makes a range, a
 * reversed range (`z-a`) is dropped rather than an error, any other hyphen is literal.
 */
function setToClass(set: readonly string[]): string {
  const negated = set[0] === "!";
  const chunks: string[][] = [];
  let start = 0;
  for (let k = negated ? 2 : 1; k < set.length; ) {
    if (set[k] !== "-") {
      k++;
      continue;
    }
    chunks.push(set.slice(start, k));
    start = k + 1;
    k += 3;
  }
  const last = set.slice(start);
  if (last.length > 0) chunks.push(last);
  else chunks[chunks.length - 1].push("-");
  for (let k = chunks.length - 1; k > 0; k--) {
    const before = chunks[k - 1];
    const after = chunks[k];
    if (before[before.length - 1].codePointAt(0)! > after[0].codePointAt(0)!) {
      chunks[k - 1] = [...before.slice(0, -1), ...after.slice(1)];
      chunks.splice(k, 1);
    }
  }
  const body = chunks.map((chunk) => escapeInClass(chunk.join(""))).join("-");
  if (body === "") return "(?!)";
  if (body === "!") return "[\\s\\S]";
  if (body.startsWith("!")) return `[^${body.slice(1)}]`;
  return body.startsWith("^") || body.startsWith("[") ? `[\\${body}]` : `[${body}]`;
}

/**
 * Python's fnmatch.translate (3.11) as a JavaScript regex: `*` any run, `?` any one code point,
 * `[seq]` / `[!seq]` sets (a `]` right after the opening bracket or `!` is a member), a `[` with
 * no closing `]` is literal. Indices count code points, as Python's do.
 */
export function fnmatchToRegExp(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const chars = Array.from(pattern);
  let source = "";
  for (let i = 0; i < chars.length; ) {
    const ch = chars[i++];
    if (ch === "*") {
      if (!source.endsWith("[\\s\\S]*")) source += "[\\s\\S]*";
    } else if (ch === "?") source += "[\\s\\S]";
    else if (ch !== "[") source += escapeLiteral(ch);
    else {
      let j = i;
      if (chars[j] === "!") j++;
      if (chars[j] === "]") j++;
      while (j < chars.length && chars[j] !== "]") j++;
      if (j >= chars.length) source += "\\[";
      else {
        source += setToClass(chars.slice(i, j));
        i = j + 1;
      }
    }
  }
  const re = new RegExp(`^(?:${source})$`, "u");
  cache.set(pattern, re);
  return re;
}
