import type { ToolCallRowDto } from "@/lib/api/run-view";

/** ToolCall rows → the call list's rows, written once for every list that shows calls. */

/** Longest input preview a row carries: a list row shows one line of it. */
export const INPUT_PREVIEW_CHARS = 160;

/** The columns a list row is read from: the row's fields, with the stored input in place of its preview. */
export type ToolCallListRow = Omit<ToolCallRowDto, "inputPreview"> & { inputJson: string };

export function toolCallRowOf({ inputJson, ...row }: ToolCallListRow): ToolCallRowDto {
  return { ...row, inputPreview: inputPreview(inputJson) };
}

/**
 * A call's input on one line, as a reader scans it: an object's entries as `key: value` (strings
 * bare, anything else as compact JSON), other inputs as compact JSON, whitespace runs folded,
 * cut at INPUT_PREVIEW_CHARS with "…".
 */
export function inputPreview(inputJson: string): string {
  let input: unknown;
  try {
    input = JSON.parse(inputJson);
  } catch {
    input = inputJson;
  }
  const shown =
    input !== null && typeof input === "object" && !Array.isArray(input)
      ? Object.entries(input)
          .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
          .join(", ")
      : typeof input === "string"
        ? input
        : JSON.stringify(input);
  const line = shown.replace(/\s+/g, " ").trim();
  return line.length > INPUT_PREVIEW_CHARS ? `${line.slice(0, INPUT_PREVIEW_CHARS - 1)}…` : line;
}
