import { ZodError } from "zod";
import type { ApiErrorCode, ApiErrorDetails } from "@/lib/api/errors";

/**
 * An error a route handler can throw to answer with a given status; its message is shown to users.
 * Free of Next (errorResponse is apart), so repos, which the CLI bundles, can throw it.
 */
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

/** What a read found, or the 404 naming `what` when it found nothing. */
export function orNotFound<T>(found: T | null | undefined, what: string): T {
  if (found === null || found === undefined) throw notFound(what);
  return found;
}

/** A 400 naming every field that failed validation, under `where` (`body`, `query`) when given. */
export function invalidInput(error: ZodError, where?: string): ApiError {
  const message = error.issues.map((issue) => `${[...(where ? [where] : []), ...issue.path.map(String)].join(".") || "input"}: ${issue.message}`).join("; ");
  return new ApiError(400, "invalid_input", message);
}
