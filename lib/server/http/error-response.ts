import { NextResponse } from "next/server";
import { ZodError } from "zod";
import type { ApiErrorBody } from "@/lib/api/errors";
import { ApiError, invalidInput } from "./api-error";

export function errorResponse(error: unknown): NextResponse {
  const known = error instanceof ZodError ? invalidInput(error) : error;
  if (known instanceof ApiError) {
    return NextResponse.json<ApiErrorBody>({ error: { code: known.code, message: known.message, details: known.details } }, { status: known.status });
  }
  // Unexpected failures are logged with their stack on the server and never shown to the user.
  console.error(error);
  return NextResponse.json<ApiErrorBody>({ error: { code: "internal_error", message: "Something went wrong on the server." } }, { status: 500 });
}
