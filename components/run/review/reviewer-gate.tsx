"use client";

import { useState, type ReactNode } from "react";
import { MAX_REVIEWER_NAME } from "@/lib/api/review-limits";
import { useNameReviewer, useReviewer } from "@/lib/client/reviews";

/**
 * What a review control shows once this session's reviewer has a name; until then, a form to
 * enter it. The name is entered once: the session keeps it for every later review and sign-off.
 */
export function ReviewerGate({ children }: { children: (reviewer: string) => ReactNode }) {
  const reviewer = useReviewer();
  const name = useNameReviewer();
  const [text, setText] = useState("");
  if (reviewer.isPending) return null;
  if (reviewer.data) return <>{children(reviewer.data)}</>;
  return (
    <form
      data-testid="reviewer-form"
      className="flex flex-wrap items-center gap-2 text-xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) name.mutate(text.trim());
      }}
    >
      <label className="flex items-center gap-1.5">
        <span className="text-zinc-600 dark:text-zinc-400">Review as</span>
        <input
          data-testid="reviewer-name"
          value={text}
          maxLength={MAX_REVIEWER_NAME}
          onChange={(event) => setText(event.target.value)}
          placeholder="your name"
          className="w-36 rounded border border-zinc-300 bg-transparent px-1.5 py-0.5 dark:border-zinc-700"
        />
      </label>
      <button type="submit" data-testid="reviewer-save" disabled={!text.trim() || name.isPending} className="rounded border border-zinc-300 px-2 py-0.5 font-medium hover:bg-zinc-50 disabled:opacity-40 dark:border-zinc-700 dark:hover:bg-zinc-900">
        Start reviewing
      </button>
      {name.isError && <span role="alert" className="text-red-700 dark:text-red-400">{name.error.message}</span>}
    </form>
  );
}
