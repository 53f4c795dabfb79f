import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { getProvenance } from "@/lib/server/repos/provenance";

export const dynamic = "force-dynamic";

export const GET = route(async (_request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  return NextResponse.json(await getProvenance(getDb(), runId));
});
