import { NextResponse } from "next/server";
import { trustedSourcesBody } from "@/lib/api/provenance";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { setTrustedSources } from "@/lib/server/repos/provenance";

export const dynamic = "force-dynamic";

/** Replace the run's trusted-source list: agents whose output may cross a hop raw. */
export const PUT = route({ body: trustedSourcesBody }, async (_request, { params }: { params: Promise<{ runId: string }> }, { body }) => {
  const { runId } = await params;
  return NextResponse.json(await setTrustedSources(getDb(), runId, body.trustedSources));
});
