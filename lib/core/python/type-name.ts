import { PyFloat, PyTuple } from "./py-str";

/** Python `isinstance(x, dict)` for a JS value: plain objects only, never arrays or class instances. */
export function isPyDict(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The name Python's type(x).__name__ would print for the JS value, for error messages. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "string") return "str";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "function") return "function";
  if (value instanceof PyFloat) return "float";
  if (value instanceof PyTuple) return "tuple";
  if (value instanceof Uint8Array) return "bytes";
  if (Array.isArray(value)) return "list";
  if (isPyDict(value)) return "dict";
  return (value as object).constructor?.name || "object";
}
