import { PyFloat, PyTuple, isPyDict, pyStr } from "../python";

/**
 * What json.dumps can write for a value. The JSONL `input` turns any non-JSON value into its
 * py-str, tuples included (`"(1, 2)"`); `json.dumps(default=str)` of an output writes tuples as
 * arrays and py-strs the rest (bytes → `"b'..'"`).
 */
export function toJsonSafe(value: unknown, tuples: "as-string" | "as-array"): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof PyFloat) return value;
  if (value instanceof PyTuple && tuples === "as-array") return value.items.map((item) => toJsonSafe(item, tuples));
  if (Array.isArray(value)) return value.map((item) => toJsonSafe(item, tuples));
  if (isPyDict(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSafe(v, tuples)]));
  return pyStr(value);
}
