import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getSharedReviews } from "@/lib/server/reviews";
import { resolveShareLink } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The reviews of the shared run, read against the link's frozen audit. Read only: a share link cannot review. */
export const GET = route(async (_request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params;
  const db = getDb();
  return NextResponse.json(await getSharedReviews(db, await resolveShareLink(db, token)));
});
