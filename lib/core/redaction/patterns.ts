/**
 * audit-fence's built-in patterns (spec §5.5), in its order, global, with no word boundaries (so
 * `task-<20 alnum>` matches too). The Snapshot writer applies them as the library does; ingest
 * applies them to everything a bundle stores, counting what it masks.
 */
export const BUILTIN_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/sk-[a-zA-Z0-9]{20,}/g, "***API_KEY***"],
  [/AIza[a-zA-Z0-9_-]{35}/g, "***API_KEY***"],
  [/tvly-[a-zA-Z0-9]{20,}/g, "***API_KEY***"],
  [/Bearer [a-zA-Z0-9._-]{20,}/g, "Bearer ***TOKEN***"],
];

/**
 * The literal each pattern starts with: a text without it cannot match, and looking for a literal
 * is several times faster than running the pattern over a bundle's 60 MB of text.
 */
const LITERAL_PREFIXES = new Map(BUILTIN_PATTERNS.map(([pattern]) => [pattern, pattern.source.slice(0, pattern.source.indexOf("["))]));

/** `text` with the built-in patterns masked, and how many matches were masked. */
export function maskPatterns(text: string): { text: string; masked: number } {
  let masked = 0;
  let current = text;
  for (const [pattern, mask] of BUILTIN_PATTERNS) {
    if (!current.includes(LITERAL_PREFIXES.get(pattern)!)) continue;
    current = current.replace(pattern, () => {
      masked++;
      return mask;
    });
  }
  return { text: current, masked };
}
