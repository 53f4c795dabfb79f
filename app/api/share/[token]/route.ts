import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getSharedRun, resolveShareLink } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The shared run and its frozen audit. Share data routes are read-only: GET is all they answer. */
export const GET = route(async (_request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params;
  const db = getDb();
  return NextResponse.json(await getSharedRun(db, await resolveShareLink(db, token)));
});
