import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getSharedReport, resolveShareLink } from "@/lib/server/share";

export const dynamic = "force-dynamic";

export const GET = route(async (_request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params;
  const db = getDb();
  return NextResponse.json(await getSharedReport(db, await resolveShareLink(db, token)));
});
