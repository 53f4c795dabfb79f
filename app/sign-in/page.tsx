import type { Metadata } from "next";
import { safeNextPath } from "@/lib/server/auth";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string; error?: string; wait?: string }> };

/** A plain form posting to /api/session: signing in works with scripts blocked or failing. */
export default async function SignInPage({ searchParams }: Props) {
  const { next, error, wait } = await searchParams;
  const seconds = Number(wait);
  return (
    <main className="mx-auto max-w-sm px-4 py-24">
      <h1 className="text-2xl font-semibold">Sign in to Cairn</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">This Cairn is protected. Enter the admin token it was started with (CAIRN_ADMIN_TOKEN).</p>
      <form method="post" action="/api/session" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={safeNextPath(next)} />
        <label className="block text-sm font-medium">
          Admin token
          <input
            type="password"
            name="token"
            required
            autoComplete="current-password"
            autoFocus
            data-testid="admin-token-input"
            className="mt-1 block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        {error || seconds > 0 ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {seconds > 0 ? `Too many wrong tokens from this address: try again in ${Math.ceil(seconds)} s.` : "That token is not right."}
          </p>
        ) : null}
        <button type="submit" className="w-full rounded-md bg-zinc-900 px-3 py-2 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900">
          Sign in
        </button>
      </form>
    </main>
  );
}
