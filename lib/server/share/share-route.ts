import { NextResponse } from "next/server";
import type { z } from "zod";
import { getDb, type Db } from "../db";
import { route, type RouteHandler } from "../http";
import { resolveShareLink, type ShareAccess } from "../repos/share-links";

type ShareContext<P> = { params: Promise<P & { token: string }> };
type ShareRead<P, Query> = (db: Db, access: ShareAccess, params: P, query: Query) => Promise<unknown>;

/**
 * A route of the share data API, /api/share/<token>/…: the query it declares is validated as by
 * route(), the token is resolved (every bad one the same 404), and the read is handed the run and
 * frozen audit the link grants, never a run id of the caller's. Its answer is sent as JSON, or as
 * itself when it is already a Response. Share routes answer GET only: a link's holder can change nothing.
 */
export function shareRoute<P extends object = object>(read: ShareRead<P, undefined>): RouteHandler<ShareContext<P>>;
export function shareRoute<P extends object, Query>(schemas: { query: z.ZodType<Query> }, read: ShareRead<P, Query>): RouteHandler<ShareContext<P>>;
export function shareRoute<P extends object, Query>(
  schemasOrRead: { query: z.ZodType<Query> } | ShareRead<P, undefined>,
  maybeRead?: ShareRead<P, Query>,
): RouteHandler<ShareContext<P>> {
  const [schemas, read] = typeof schemasOrRead === "function" ? [{}, schemasOrRead as ShareRead<P, unknown>] : [schemasOrRead, maybeRead as ShareRead<P, unknown>];
  return route(schemas, async (_request, { params }: ShareContext<P>, { query }) => {
    const { token, ...rest } = await params;
    const db = getDb();
    const answer = await read(db, await resolveShareLink(db, token), rest as P, query);
    return answer instanceof Response ? answer : NextResponse.json(answer);
  });
}
