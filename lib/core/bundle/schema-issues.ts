import type { z } from "zod";

function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>((label, key) => {
    if (typeof key === "number") return `${label}[${key}]`;
    if (key === "") return `${label}[""]`;
    return label ? `${label}.${String(key)}` : String(key);
  }, "");
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return "a string";
  if (typeof value === "number") return Number.isInteger(value) ? "an integer" : "a number";
  return `a ${typeof value}`;
}

const EXPECTED_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  record: "an object",
  tuple: "a list",
};

/** One schema issue in plain words: `"agents.research.tool_calls" should be a number, not a string`. */
export function describeSchemaIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `"${pathLabel(issue.path)}"` : "the value";
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return `${where} is missing`;
    const expected = EXPECTED_NAMES[issue.expected] ?? issue.expected;
    return `${where} should be ${expected}, not ${typeName(issue.input)}`;
  }
  return `${where}: ${issue.message}`;
}

/**
 * safeParse with the offending input kept on each issue (so "missing" can be told from "wrong
 * type"); returns the data or the first issue in plain words.
 */
export function checkSchema<T>(schema: z.ZodType<T>, value: unknown): { ok: true; data: T } | { ok: false; problem: string } {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? { ok: true, data: result.data } : { ok: false, problem: describeSchemaIssue(result.error.issues[0]) };
}
