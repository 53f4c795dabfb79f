/** POSIX fnmatch: case-sensitive whole-name match; `*` also matches `/`. */
export function fnmatch(name: string, pattern: string): boolean {
  return fnmatchToRegExp(pattern).test(name);
}

const cache = new Map<string, RegExp>();

export function fnmatchToRegExp(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "*") source += "[\\s\\S]*";
    else if (ch === "?") source += "[\\s\\S]";
    else if (ch === "[") {
      const close = pattern.indexOf("]", i + 2);
      if (close === -1) {
        source += "\\[";
        continue;
      }
      let body = pattern.slice(i + 1, close);
      const negate = body.startsWith("!");
      if (negate) body = body.slice(1);
      source += `[${negate ? "^" : ""}${body.replace(/\\/g, "\\\\").replace(/\^/g, "\\^")}]`;
      i = close;
    } else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  const re = new RegExp(`^(?:${source})$`, "u");
  cache.set(pattern, re);
  return re;
}
