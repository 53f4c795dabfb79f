import { NextResponse } from "next/server";
import { renameRunBody } from "@/lib/api";
import { getDb } from "@/lib/server/db";
import { orNotFound, route } from "@/lib/server/http";
import { deleteRun, renameRun } from "@/lib/server/repos";
import { getRunView } from "@/lib/server/repos/run-view";

export const dynamic = "force-dynamic";

/** The run page's first load: run, agents, edges, audits and the latest audit's edge results. */
export const GET = route(async (_request, { params }: { params: Promise<{ runId: string }> }) => {
  const { runId } = await params;
  return NextResponse.json(orNotFound(await getRunView(getDb(), runId), "Run"));
});

type Context = { params: Promise<{ runId: string }> };

/** Rename the run. */
export const PATCH = route({ body: renameRunBody }, async (_request, { params }: Context, { body }) => {
  const { runId } = await params;
  return NextResponse.json(await renameRun(getDb(), runId, body.name));
});

/** Delete the run and everything that belongs to it, share links included. */
export const DELETE = route(async (_request, { params }: Context) => {
  const { runId } = await params;
  await deleteRun(getDb(), runId);
  return new NextResponse(null, { status: 204 });
});
