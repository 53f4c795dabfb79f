/**
 * Markdown block scanning: which parts of a report are prose, headings, list items and table
 * rows, and which are markup only (fences, rules, table separators, blank lines).
 *
 * A block never spans a blank line. Its `lines` hold, per physical line, the offsets of the
 * content once block markup (quote `>`, list marker, indentation, heading `#`) is removed, so
 * the prose splitter can ignore markup that sits inside a multi-line block.
 */

export type BlockKind = "heading" | "paragraph" | "list-item" | "table-row";

export interface LineSpan {
  start: number;
  end: number;
}

export interface TextBlock {
  kind: BlockKind;
  lines: LineSpan[];
}

const QUOTE_MARKERS = /^(?:[ \t]{0,3}>[ \t]?)+/;
const FENCE_OPEN = /^[ \t]{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^([ \t]{0,3}#{1,6})(?:[ \t]+|$)/;
const ATX_CLOSING = /(?:[ \t]+#+)?[ \t]*$/;
const THEMATIC_BREAK = /^[ \t]{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^[ \t]{0,3}(?:=+|-+)[ \t]*$/;
const TABLE_DELIMITER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const LIST_MARKER = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+(?:\[[ xX]\][ \t]+)?|$)/;

interface PhysicalLine {
  /** first offset after any blockquote markers */
  start: number;
  /** offset of the line end, before `\r\n` / `\n` */
  end: number;
}

function physicalLines(markdown: string): PhysicalLine[] {
  const lines: PhysicalLine[] = [];
  let lineStart = 0;
  while (lineStart <= markdown.length) {
    const newline = markdown.indexOf("\n", lineStart);
    const rawEnd = newline === -1 ? markdown.length : newline;
    const end = rawEnd > lineStart && markdown[rawEnd - 1] === "\r" ? rawEnd - 1 : rawEnd;
    const quote = QUOTE_MARKERS.exec(markdown.slice(lineStart, end));
    lines.push({ start: lineStart + (quote ? quote[0].length : 0), end });
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return lines;
}

/** Content range of `text` within [start,end): leading and trailing whitespace dropped. */
function trimmed(markdown: string, start: number, end: number): LineSpan {
  while (start < end && /\s/.test(markdown[start])) start++;
  while (end > start && /\s/.test(markdown[end - 1])) end--;
  return { start, end };
}

function tableRowContent(markdown: string, line: PhysicalLine): LineSpan {
  const span = trimmed(markdown, line.start, line.end);
  if (markdown[span.start] === "|") span.start++;
  if (span.end > span.start && markdown[span.end - 1] === "|" && markdown[span.end - 2] !== "\\") span.end--;
  return trimmed(markdown, span.start, span.end);
}

function isTableLine(text: string, next: string | undefined, inTable: boolean): boolean {
  if (!text.includes("|")) return false;
  if (inTable || text.trimStart().startsWith("|")) return true;
  return next !== undefined && next.includes("|") && TABLE_DELIMITER.test(next);
}

export function scanBlocks(markdown: string): TextBlock[] {
  const lines = physicalLines(markdown);
  const blocks: TextBlock[] = [];
  let open: TextBlock | null = null;
  let fence: string | null = null;
  let inTable = false;

  const closeOpen = () => {
    if (open && open.lines.some((l) => l.end > l.start)) blocks.push(open);
    open = null;
  };
  const text = (line: PhysicalLine) => markdown.slice(line.start, line.end);

  lines.forEach((line, i) => {
    const content = text(line);
    if (fence !== null) {
      if (content.trimStart().startsWith(fence) && content.trim().replace(/[`~]/g, "") === "") fence = null;
      return;
    }
    const isTable = isTableLine(content, lines[i + 1] && text(lines[i + 1]), inTable);
    inTable = isTable;
    if (content.trim() === "") return closeOpen();

    const fenceOpen = FENCE_OPEN.exec(content);
    if (fenceOpen) {
      closeOpen();
      fence = fenceOpen[1];
      return;
    }
    const heading = ATX_HEADING.exec(content);
    if (heading) {
      closeOpen();
      const closing = ATX_CLOSING.exec(content.slice(heading[0].length));
      const bodyEnd = line.start + heading[0].length + (closing ? closing.index : content.length - heading[0].length);
      const body = trimmed(markdown, line.start + heading[0].length, bodyEnd);
      if (body.end > body.start) blocks.push({ kind: "heading", lines: [body] });
      return;
    }
    if (isTable) {
      closeOpen();
      if (!TABLE_DELIMITER.test(content)) blocks.push({ kind: "table-row", lines: [tableRowContent(markdown, line)] });
      return;
    }
    // A `---` under paragraph text underlines a setext heading; elsewhere it is a rule.
    if (open?.kind === "paragraph" && SETEXT_UNDERLINE.test(content)) {
      open.kind = "heading";
      return closeOpen();
    }
    if (THEMATIC_BREAK.test(content)) return closeOpen();

    const marker = LIST_MARKER.exec(content);
    if (marker) {
      closeOpen();
      open = { kind: "list-item", lines: [trimmed(markdown, line.start + marker[0].length, line.end)] };
      return;
    }
    const body = trimmed(markdown, line.start, line.end);
    if (open) open.lines.push(body);
    else open = { kind: "paragraph", lines: [body] };
  });
  closeOpen();
  return blocks;
}
