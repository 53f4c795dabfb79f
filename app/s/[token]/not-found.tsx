/** The one answer for unknown, expired and revoked links alike, so none of them can be told apart. */
export default function LinkNotAvailable() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="link-not-available">
      <p className="text-sm font-medium text-zinc-500">404</p>
      <h1 className="mt-2 text-2xl font-semibold">Link not available</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">This link does not work. Ask the person who shared it for a new one.</p>
    </main>
  );
}
