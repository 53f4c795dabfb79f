import type { ReactNode } from "react";

/** `text` with every case-insensitive occurrence of `query` marked; the text as it is when `query` is empty. */
export function MatchMarks({ text, query }: { text: string; query: string }): ReactNode {
  if (!query) return text;
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    parts.push(
      text.slice(from, at),
      <mark key={at} className="rounded-sm bg-yellow-300 text-zinc-900 dark:bg-yellow-600 dark:text-white">
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}
