import type { TruthSource } from "./truth";

const NUMBER = /\d[\d,]*(?:\.\d+)?|\.\d+/g;

/** The unsigned numbers a figure or claim writes: "$4.2 billion" → {4.2}, "27-14" → {27, 14}, "1,250" → {1250}. */
export function writtenNumbers(text: string): Set<number> {
  return new Set([...text.matchAll(NUMBER)].map(([written]) => Number(written.replaceAll(",", ""))));
}

const holds = (outer: Set<number>, inner: Set<number>) => [...inner].every((value) => outer.has(value));

/**
 * The truth sources of the figures a claim is about, or null when it is about none of them (a
 * period label, the 1 of "Scope 1"). A claim is about a figure when the numbers one writes are
 * among the other's: "$4.2 billion" and "4.2 billion", "27" and "27-14".
 */
export function sourcesOfClaim(claim: string, sources: readonly TruthSource[]): TruthSource[] | null {
  const mine = writtenNumbers(claim);
  if (mine.size === 0) return null;
  const about = sources.filter((source) => {
    const theirs = writtenNumbers(source.figure ?? "");
    return theirs.size > 0 && (holds(theirs, mine) || holds(mine, theirs));
  });
  return about.length > 0 ? about : null;
}
