import { NextResponse } from "next/server";
import { ZodError } from "zod";

/** An error a route handler can throw to answer with a given status; its message is shown to users. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json({ error: { code: error.code, message: error.message, details: error.details } }, { status: error.status });
  }
  if (error instanceof ZodError) {
    const message = error.issues.map((issue) => `${issue.path.join(".") || "input"}: ${issue.message}`).join("; ");
    return NextResponse.json({ error: { code: "invalid_input", message } }, { status: 400 });
  }
  // Unexpected failures are logged with their stack on the server and never shown to the user.
  console.error(error);
  return NextResponse.json({ error: { code: "internal_error", message: "Something went wrong on the server." } }, { status: 500 });
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps a route handler so every failure becomes a JSON `{error: {code, message}}` response. */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
