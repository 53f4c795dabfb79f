/** Shown while the server reads the run: the page's frame, with skeletons where the data will go. */
export default function RunLoading() {
  return (
    <main className="flex h-[calc(100vh-3rem)] flex-col" aria-busy="true" aria-label="Loading run">
      <header className="flex items-center gap-6 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <div className="h-5 w-48 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-4 w-32 animate-pulse rounded bg-zinc-100 dark:bg-zinc-900" />
        <div className="h-4 w-64 animate-pulse rounded bg-zinc-100 dark:bg-zinc-900" />
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="flex flex-1 items-center justify-center text-sm text-zinc-500">Loading run…</div>
        <aside className="w-[30rem] shrink-0 border-l border-zinc-200 dark:border-zinc-800" />
      </div>
    </main>
  );
}
