import { codePointLength, isPyDict, pyJsonDumps, pyStr } from "../python";
import { toJsonSafe } from "./json-safe";

const FLATTEN_DEPTH = 3;

/** The `input:` header line's value: `k=v` pairs for a dict, a str as-is, py-str otherwise. */
export function formatInput(input: unknown): string {
  if (isPyDict(input)) return Object.entries(input).map(([key, value]) => `${key}=${pyStr(value)}`).join(", ");
  return pyStr(input);
}

/** The flat-text body of an output (spec §5.4 default_format); the first matching rule wins. */
export function defaultFormat(output: unknown): string {
  if (output === null || output === undefined) return "(no output)";
  if (typeof output === "string") return output;
  if (isPyDict(output)) return flatten(output, FLATTEN_DEPTH);
  if (Array.isArray(output) && output.length > 0) {
    if (output.every(isPyDict)) return formatTable(output);
    if (output.every((item) => typeof item === "string")) return output.map((item, i) => `[${i}] ${item}`).join("\n");
  }
  return pyJsonDumps(toJsonSafe(output, "as-array"), { indent: 2 });
}

/**
 * `key: py-str(value)` lines with dotted keys, descending `depth - 1` levels into dicts and into
 * lists whose first item is a dict (`key[i].sub`). An empty nested dict contributes an empty line.
 */
export function flatten(dict: Record<string, unknown>, depth: number, prefix = ""): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isPyDict(value) && depth > 1) {
      lines.push(flatten(value, depth - 1, key));
    } else if (Array.isArray(value) && value.length > 0 && isPyDict(value[0]) && depth > 1) {
      value.forEach((item, i) =>
        lines.push(isPyDict(item) ? flatten(item, depth - 1, `${key}[${i}]`) : `${key}[${i}]: ${pyStr(item)}`),
      );
    } else {
      lines.push(`${key}: ${pyStr(value)}`);
    }
  }
  return lines.join("\n");
}

/**
 * ASCII table over the columns of the first row (later rows' extra keys are dropped). Every cell
 * is left-justified in code points, so the last column keeps its trailing spaces.
 */
export function formatTable(rows: readonly Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => (Object.hasOwn(row, column) ? pyStr(row[column]) : "")));
  const widths = columns.map((column, c) =>
    Math.max(codePointLength(column), ...cells.map((row) => codePointLength(row[c]))),
  );
  const pad = (text: string, c: number) => text + " ".repeat(widths[c] - codePointLength(text));
  const header = columns.map(pad).join(" | ");
  const separator = widths.map((width) => "-".repeat(width)).join("-|-");
  const body = cells.map((row) => row.map(pad).join(" | ")).join("\n");
  return `(${rows.length} rows)\n${header}\n${separator}\n${body}`;
}
