/**
 * Reader for the flat text file audit-fence writes per tool call (spec §5.4): a short header,
 * an empty line, then `output:` or `error:` and the body. Search results cite lines of this file,
 * so the body's line offset is what lets a viewer highlight the cited line.
 */

export type FlatTextBodyKind = "output" | "error";

export interface FlatToolCallText {
  seq: number;
  tool: string;
  agent: string | null;
  /** UTC `YYYY-MM-DDTHH:MM:SSZ` as written. */
  timestamp: string | null;
  /** Whole milliseconds (the file writes int(duration_ms)). */
  durationMs: number | null;
  /** Lower-cased; "ok" when the file has no status line (it is only written for other statuses). */
  status: string;
  /** The formatted input after `input: `; may span lines when an input value holds newlines. */
  input: string | null;
  /** null when the file was cut before the body started (truncation of a huge header). */
  bodyKind: FlatTextBodyKind | null;
  /** The body without the truncation notice. */
  body: string;
  /** Lines before the body: body line n is file line bodyLineOffset + n. */
  bodyLineOffset: number;
  /** Set when the writer cut the file at max_output_bytes. */
  truncated: { originalBytes: number; shownBytes: number } | null;
}

const TITLE = /^\[tool_call #(\d+)\] (.*)$/;
const TRUNCATION_NOTICE = /\n\n\[TRUNCATED: output was (\d+) bytes, showing first (\d+)\]$/;
const INPUT_PREFIX = "input: ";

function countLines(text: string, end: number): number {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

/** The earliest body marker after `from`, if any. */
function findBodyStart(text: string, from: number): { kind: FlatTextBodyKind; markerAt: number; bodyAt: number } | null {
  let best: { kind: FlatTextBodyKind; markerAt: number; bodyAt: number } | null = null;
  for (const kind of ["output", "error"] as const) {
    const marker = `\n\n${kind}:\n`;
    const at = text.indexOf(marker, from);
    if (at !== -1 && (best === null || at < best.markerAt)) best = { kind, markerAt: at, bodyAt: at + marker.length };
  }
  return best;
}

/** Parse a flat text call file; null when the first line is not a `[tool_call #N] tool` title. */
export function parseFlatText(text: string): FlatToolCallText | null {
  const notice = TRUNCATION_NOTICE.exec(text);
  const content = notice ? text.slice(0, notice.index) : text;
  const titleEnd = content.indexOf("\n");
  const title = TITLE.exec(titleEnd === -1 ? content : content.slice(0, titleEnd));
  if (!title) return null;

  const result: FlatToolCallText = {
    seq: Number(title[1]),
    tool: title[2],
    agent: null,
    timestamp: null,
    durationMs: null,
    status: "ok",
    input: null,
    bodyKind: null,
    body: "",
    bodyLineOffset: countLines(content, content.length) + 1,
    truncated: notice ? { originalBytes: Number(notice[1]), shownBytes: Number(notice[2]) } : null,
  };

  if (titleEnd === -1) return result;
  let lineStart = titleEnd + 1;
  while (lineStart < content.length && !content.startsWith(INPUT_PREFIX, lineStart)) {
    const lineEnd = content.indexOf("\n", lineStart);
    const line = content.slice(lineStart, lineEnd === -1 ? content.length : lineEnd);
    const separator = line.indexOf(": ");
    const key = separator === -1 ? line : line.slice(0, separator);
    const value = separator === -1 ? "" : line.slice(separator + 2);
    if (key === "agent") result.agent = value;
    else if (key === "timestamp") result.timestamp = value;
    else if (key === "duration" && /^\d+ms$/.test(value)) result.durationMs = Number(value.slice(0, -2));
    else if (key === "status") result.status = value.toLowerCase();
    else break;
    if (lineEnd === -1) return result;
    lineStart = lineEnd + 1;
  }
  if (!content.startsWith(INPUT_PREFIX, lineStart)) return result;

  const inputStart = lineStart + INPUT_PREFIX.length;
  const body = findBodyStart(content, inputStart);
  if (!body) {
    result.input = content.slice(inputStart);
    return result;
  }
  result.input = content.slice(inputStart, body.markerAt);
  result.bodyKind = body.kind;
  result.body = content.slice(body.bodyAt);
  result.bodyLineOffset = countLines(content, body.bodyAt);
  return result;
}
