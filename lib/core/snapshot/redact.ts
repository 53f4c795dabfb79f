import { isPyDict } from "../python";
import { BUILTIN_PATTERNS } from "../redaction";
import type { Redactor } from "./types";

export function redactText(text: string): string {
  return BUILTIN_PATTERNS.reduce((current, [pattern, mask]) => current.replace(pattern, mask), text);
}

/** Built-in redaction walks strings through dict values (never keys) and lists; tuples and bytes are left alone. */
export function redactValue(value: unknown): unknown {
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (isPyDict(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  return value;
}

/** The redacted `[input, output]` of a call: the custom redactor first, then the built-in patterns. */
export function redactCall(
  redact: Redactor | false | undefined,
  tool: string,
  input: unknown,
  output: unknown,
): [unknown, unknown] {
  if (redact === false) return [input, output];
  const [customInput, customOutput] = redact ? redact(tool, input, output) : [input, output];
  return [redactValue(customInput), redactValue(customOutput)];
}

/** Error text in the flat file gets only the built-in patterns; the JSONL `error` stays raw. */
export function redactErrorText(redact: Redactor | false | undefined, error: string): string {
  return redact === false ? error : redactText(error);
}
