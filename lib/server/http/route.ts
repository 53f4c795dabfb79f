import type { z } from "zod";
import { ApiError, invalidInput } from "./api-error";
import { errorResponse } from "./error-response";

/** What a route reads from a request besides its path: each declared here is validated before the handler runs. */
export interface RouteSchemas<Body, Query> {
  /** A JSON body (or a URL-encoded form); an empty body is read as `{}`, so all-optional bodies may be left out. */
  body?: z.ZodType<Body>;
  /** The query string's parameters, as an object of strings. */
  query?: z.ZodType<Query>;
}

export interface RouteInput<Body, Query> {
  body: Body;
  query: Query;
}

type Handler<C, Input> = (request: Request, context: C, input: Input) => Promise<Response> | Response;
export type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => {
    throw new ApiError(400, "unreadable_body", "The request body could not be read.");
  });
  if ((request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, "invalid_json", `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

function validate<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error, where);
  return parsed.data;
}

/**
 * Wraps a route handler: the body and query it declares are validated (a 400 naming the field
 * otherwise) and handed to it parsed, and every failure becomes a JSON `{error: {code, message}}`.
 * Route handlers never read the body or query themselves (ESLint holds them to it), so none can
 * skip validation.
 */
export function route<C>(handler: Handler<C, RouteInput<undefined, undefined>>): RouteHandler<C>;
export function route<C, Body = undefined, Query = undefined>(schemas: RouteSchemas<Body, Query>, handler: Handler<C, RouteInput<Body, Query>>): RouteHandler<C>;
export function route<C>(
  schemasOrHandler: RouteSchemas<unknown, unknown> | Handler<C, RouteInput<undefined, undefined>>,
  maybeHandler?: Handler<C, RouteInput<unknown, unknown>>,
): RouteHandler<C> {
  const [schemas, handler] = typeof schemasOrHandler === "function" ? [{}, schemasOrHandler as Handler<C, RouteInput<unknown, unknown>>] : [schemasOrHandler, maybeHandler!];
  return async (request, context) => {
    try {
      const query = schemas.query && validate(schemas.query, Object.fromEntries(new URL(request.url).searchParams), "query");
      const body = schemas.body && validate(schemas.body, await readBody(request), "body");
      return await handler(request, context, { body, query });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
