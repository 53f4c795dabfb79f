import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getSharedChain, resolveShareLink } from "@/lib/server/share";

export const dynamic = "force-dynamic";

export const GET = route(async (_request, { params }: { params: Promise<{ token: string; claimId: string }> }) => {
  const { token, claimId } = await params;
  const db = getDb();
  return NextResponse.json(await getSharedChain(db, await resolveShareLink(db, token), claimId));
});
