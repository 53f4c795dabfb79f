import type { ApiErrorBody, ApiErrorCode } from "@/lib/api/errors";

/** The one place the browser talks to Cairn's API: JSON in, JSON out, typed errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** `http_error` when the answer carried no error body (a proxy's page, a dropped connection). */
    readonly code: ApiErrorCode | "http_error",
    message: string,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: "application/json", ...init?.headers } });
  const body = response.headers.get("content-type")?.includes("application/json") ? await response.json() : null;
  if (!response.ok) {
    const error: Partial<ApiErrorBody["error"]> = (body as ApiErrorBody | null)?.error ?? {};
    throw new ApiRequestError(response.status, error.code ?? "http_error", error.message ?? `Request failed (${response.status})`);
  }
  return body as T;
}
