import { NextResponse } from "next/server";
import { runListQuery } from "@/lib/api";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { listRuns } from "@/lib/server/repos";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const query = runListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listRuns(getDb(), query));
});
