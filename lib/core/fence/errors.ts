/**
 * Failures a caller may need to tell apart. Python raises ValueError / RuntimeError / KeyError for
 * these; the message texts are the library's, the code names the case. Passing a non-Fence to
 * link() stays a plain TypeError, as in Python.
 */
export type FenceErrorCode =
  | "invalid_role"
  | "duplicate_fence"
  | "unknown_fence"
  | "unnamed_upstream"
  | "no_search_tool"
  | "invalid_snapshot";

export class FenceError extends Error {
  constructor(
    readonly code: FenceErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "FenceError";
  }
}
