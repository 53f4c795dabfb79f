import { NextResponse } from "next/server";
import { createShareLinkBody } from "@/lib/api/share";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { createShareLink, listShareLinks } from "@/lib/server/share";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ runId: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { runId } = await params;
  return NextResponse.json({ links: await listShareLinks(getDb(), runId) });
});

/** Make a share link; the answer's `path` holds the token, shown this once. */
export const POST = route({ body: createShareLinkBody }, async (_request, { params }: Context, { body }) => {
  const { runId } = await params;
  return NextResponse.json(await createShareLink(getDb(), runId, body), { status: 201 });
});
