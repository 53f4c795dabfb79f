/** The one place the browser talks to Cairn's API: JSON in, JSON out, typed errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: "application/json", ...init?.headers } });
  const body = response.headers.get("content-type")?.includes("application/json") ? await response.json() : null;
  if (!response.ok) {
    const error = body?.error ?? {};
    throw new ApiRequestError(response.status, error.code ?? "http_error", error.message ?? `Request failed (${response.status})`);
  }
  return body as T;
}
