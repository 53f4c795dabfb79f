import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SharedRunView } from "@/components/share/shared-run-view";
import { getDb } from "@/lib/server/db";
import { openShareLink, ShareLinkUnavailableError } from "@/lib/server/share";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Shared run", robots: { index: false, follow: false } };

/** A share link: counts the view, then shows the run read-only. Any invalid token gets the same 404. */
export default async function SharePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    await openShareLink(getDb(), token);
  } catch (error) {
    if (error instanceof ShareLinkUnavailableError) notFound();
    throw error;
  }
  return <SharedRunView token={token} />;
}
