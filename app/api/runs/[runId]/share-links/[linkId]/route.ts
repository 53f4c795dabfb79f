import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { revokeShareLink } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** Revoke a share link: it stays listed as revoked and its token stops working at once. */
export const DELETE = route(async (_request, { params }: { params: Promise<{ runId: string; linkId: string }> }) => {
  const { runId, linkId } = await params;
  return NextResponse.json({ link: await revokeShareLink(getDb(), runId, linkId) });
});
