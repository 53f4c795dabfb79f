"use client";

import Link from "next/link";

/** A failure while loading or drawing the run: say so, and offer a retry. */
export default function RunError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <p className="text-sm font-medium text-red-600">Something went wrong</p>
      <h1 className="mt-2 text-2xl font-semibold">This run could not be shown</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{error.digest ? `The server logged the failure (${error.digest}).` : error.message}</p>
      <div className="mt-6 flex justify-center gap-4 text-sm font-medium">
        <button type="button" onClick={reset} className="rounded-md border border-zinc-300 px-3 py-1.5 dark:border-zinc-700">
          Try again
        </button>
        <Link href="/" className="px-3 py-1.5 underline underline-offset-4">
          Back to runs
        </Link>
      </div>
    </main>
  );
}
