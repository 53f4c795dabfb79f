import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-medium text-zinc-500">404</p>
      <h1 className="mt-2 text-2xl font-semibold">Nothing here</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">This page does not exist, or it has been removed.</p>
      <Link href="/" className="mt-6 inline-block text-sm font-medium underline underline-offset-4">
        Back to runs
      </Link>
    </main>
  );
}
