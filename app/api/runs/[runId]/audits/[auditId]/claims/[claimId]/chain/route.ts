import { NextResponse } from "next/server";
import { getChain } from "@/lib/server/audits";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = route(async (_request, { params }: { params: Promise<{ runId: string; auditId: string; claimId: string }> }) => {
  const { runId, auditId, claimId } = await params;
  return NextResponse.json(await getChain(getDb(), runId, auditId, claimId));
});
