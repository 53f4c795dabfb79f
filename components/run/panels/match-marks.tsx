import type { ReactNode } from "react";

type Marks = readonly (readonly [number, number])[];

/** Each case-insensitive occurrence of `query` in `text`, for a find the browser runs itself. */
export function literalMarks(text: string, query: string): [number, number][] {
  if (!query) return [];
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  const marks: [number, number][] = [];
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) marks.push([at, at + needle.length]);
  return marks;
}

/** `text` with each [start, end) span of `marks` (in order, not overlapping) marked. */
export function MatchMarks({ text, marks }: { text: string; marks: Marks }): ReactNode {
  if (marks.length === 0) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of marks) {
    parts.push(
      text.slice(from, start),
      <mark key={start} className="rounded-sm bg-yellow-300 text-zinc-900 dark:bg-yellow-600 dark:text-white">
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  parts.push(text.slice(from));
  return parts;
}
