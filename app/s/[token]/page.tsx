import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { RunPage } from "@/components/run/run-page";
import { RunAccessProvider } from "@/lib/client/run-access";
import { getDb, type Db } from "@/lib/server/db";
import { getSharedRunView, openShareLink, resolveShareLink, ShareLinkUnavailableError } from "@/lib/server/share";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Shared run", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Any invalid token gets the same 404; a link made for one claim opens on it (the redirect is not counted, only the page it lands on). */
async function openedView(db: Db, token: string, searchParams: Props["searchParams"]) {
  try {
    const { claimId } = await resolveShareLink(db, token);
    if (claimId && Object.keys(await searchParams).length === 0) return { claimId };
    return { view: await getSharedRunView(db, await openShareLink(db, token)) };
  } catch (error) {
    if (error instanceof ShareLinkUnavailableError) notFound();
    throw error;
  }
}

/** A share link: the run page, read-only, reading only through the link's data API. */
export default async function SharePage({ params, searchParams }: Props) {
  const { token } = await params;
  const opened = await openedView(getDb(), token, searchParams);
  if (!opened.view) redirect(`/s/${token}?${new URLSearchParams({ claim: opened.claimId })}`);
  return (
    <RunAccessProvider source={{ kind: "share", token }}>
      <RunPage initialView={opened.view} />
    </RunAccessProvider>
  );
}
