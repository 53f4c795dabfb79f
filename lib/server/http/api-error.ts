import { NextResponse } from "next/server";
import { ZodError } from "zod";
import type { ApiErrorBody, ApiErrorCode, ApiErrorDetails } from "@/lib/api/errors";

/** An error a route handler can throw to answer with a given status; its message is shown to users. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ApiErrorDetails,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);

/** A 400 naming every field that failed validation, under `where` (`body`, `query`) when given. */
export function invalidInput(error: ZodError, where?: string): ApiError {
  const message = error.issues.map((issue) => `${[...(where ? [where] : []), ...issue.path.map(String)].join(".") || "input"}: ${issue.message}`).join("; ");
  return new ApiError(400, "invalid_input", message);
}

export function errorResponse(error: unknown): NextResponse {
  const known = error instanceof ZodError ? invalidInput(error) : error;
  if (known instanceof ApiError) {
    return NextResponse.json<ApiErrorBody>({ error: { code: known.code, message: known.message, details: known.details } }, { status: known.status });
  }
  // Unexpected failures are logged with their stack on the server and never shown to the user.
  console.error(error);
  return NextResponse.json<ApiErrorBody>({ error: { code: "internal_error", message: "Something went wrong on the server." } }, { status: 500 });
}
