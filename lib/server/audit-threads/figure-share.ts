import type { AuditPart } from "@/lib/core/auditors";

/**
 * The files whose figures a part reads first, in the order it reads them: part i of n, the i-th
 * n-th of the hop's files. The other parts' threads read theirs at the same time and send them, so
 * a part's number index, walking every file in the hop's order, takes the rest instead of reading
 * them again. An odd part reads its share from the end: the part before it, once done with its own
 * share, walks on into this one from its start, and the two meet in the middle. Read in the same
 * direction, the faster thread reached files the other had not sent yet and read them too (README).
 */
export function figureShare(paths: readonly string[], { index, count }: AuditPart): string[] {
  const share = paths.slice(Math.floor((paths.length * index) / count), Math.floor((paths.length * (index + 1)) / count));
  return index % 2 === 1 ? share.reverse() : share;
}
