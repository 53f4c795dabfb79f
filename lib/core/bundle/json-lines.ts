import type { z } from "zod";
import type { BundleIssue } from "./issues";
import { parseJsonText } from "./json-syntax";
import { checkSchema } from "./schema-issues";

export interface JsonLinesResult<T> {
  /** Each valid line's value with its 1-based line number in the file. */
  entries: { value: T; line: number }[];
  /** One per skipped line: malformed JSON, or JSON that is not the expected record. */
  warnings: BundleIssue[];
}

/** Python's text mode reads `\r\n` and `\r` as line ends too. */
const LINE_END = /\r\n|\r|\n/;

/** Past this many, skipped lines are summed up in one warning rather than listed. */
export const MAX_LINE_WARNINGS_PER_FILE = 50;

/**
 * Read a JSONL file the way audit-fence's readers do: blank lines ignored, a malformed line
 * skipped (and reported here with its line number) without losing the rest of the file.
 */
export function readJsonLines<T>(text: string, file: string, schema: z.ZodType<T>, recordName: string): JsonLinesResult<T> {
  const entries: { value: T; line: number }[] = [];
  const warnings: BundleIssue[] = [];
  text.split(LINE_END).forEach((raw, index) => {
    if (raw.trim() === "") return;
    const line = index + 1;
    const parsed = parseJsonText(raw);
    if (!parsed.ok) {
      warnings.push({ file, line, message: `malformed JSON, line skipped: ${parsed.problem.message}` });
      return;
    }
    const checked = checkSchema(schema, parsed.value);
    if (checked.ok) entries.push({ value: checked.data, line });
    else warnings.push({ file, line, message: `not a valid ${recordName}, line skipped: ${checked.problem}` });
  });
  if (warnings.length > MAX_LINE_WARNINGS_PER_FILE) {
    const more = warnings.length - MAX_LINE_WARNINGS_PER_FILE;
    warnings.length = MAX_LINE_WARNINGS_PER_FILE;
    warnings.push({ file, message: `${more} more malformed lines skipped` });
  }
  return { entries, warnings };
}
