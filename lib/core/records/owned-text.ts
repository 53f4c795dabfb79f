/**
 * V8 keeps a slice of 13 characters or more as a view of the string it was cut from. A claim's
 * evidence line sliced from a call file's text therefore kept that text alive, and with it the
 * whole decoded batch of files the text is itself a slice of (lib/core/node's `joinedAsciiTexts`):
 * a caller keeping audit results (a benchmark, a test runner, the CLI) kept every audited run's
 * sources, ~62 MB per bench/audit cascade. What records keep of a source is copied instead (the
 * Fence's record tool, lib/core/nearest).
 */
const SHORTEST_SLICE_VIEW = 13;

/**
 * `value`, and when it is a string long enough to be a view of another, a copy of its characters
 * that shares no memory with it (the concatenation is flattened into a string of its own, which the
 * slice then views). Anything else is returned as it is: a record keeps its fields as passed.
 */
export function owned<T>(value: T): T {
  if (typeof value !== "string" || value.length < SHORTEST_SLICE_VIEW) return value;
  return ` ${value}`.slice(1) as T;
}
