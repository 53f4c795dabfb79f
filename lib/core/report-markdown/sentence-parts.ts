import type { Element, ElementContent, Parents, Root, Text } from "hast";
import { sourceOffsets } from "./source-offsets";

/** A sentence span of the report, as `lib/core/sentences` cuts it: offsets in the Markdown source, end exclusive. */
export interface SentenceSpan {
  index: number;
  start: number;
  end: number;
}

/** The hast properties a sentence part carries; `part` counts from 0 and `parts` is the sentence's total. */
export interface SentencePartProperties {
  dataReportSentence: number;
  dataSentencePart: number;
  dataSentenceParts: number;
}

/** The sentence holding `offset`, by binary search over spans in document order; -1 between sentences. */
function spanAt(spans: readonly SentenceSpan[], offset: number): number {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (offset < spans[middle].start) high = middle - 1;
    else if (offset >= spans[middle].end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** A text node cut where its characters' source offsets pass from one sentence to the next. */
function cutText(node: Text, source: string, spans: readonly SentenceSpan[]): { span: number; text: Text }[] | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || node.value.length === 0) return null;
  const offsets = sourceOffsets(node.value, source.slice(start, end), start);
  const pieces: { span: number; text: Text }[] = [];
  let from = 0;
  let current = spanAt(spans, offsets[0]);
  for (let i = 1; i <= node.value.length; i++) {
    const span = i < node.value.length ? spanAt(spans, offsets[i]) : Number.NaN;
    if (span === current) continue;
    const value = node.value.slice(from, i);
    const last = i < node.value.length ? offsets[i] : end;
    pieces.push({ span: current, text: { type: "text", value, position: { start: offsetPoint(node, offsets[from]), end: offsetPoint(node, last) } } });
    from = i;
    current = span;
  }
  return pieces;
}

// Line and column are not recomputed for a cut piece: only offsets are read downstream.
const offsetPoint = (node: Text, offset: number) => ({ line: node.position!.start.line, column: node.position!.start.column, offset });

/**
 * A rehype plugin: every text of the rendered report that lies inside a sentence span is wrapped
 * in a `span` naming that sentence, found by the text node's position in the Markdown source (not
 * by searching for the sentence's words), so a sentence split by emphasis, a link or table cells
 * becomes several parts of the same sentence. Text outside every span (markup, the space between
 * sentences) is left as it is. Text nodes without a source position are left alone.
 */
export function rehypeSentences(options: { source: string; sentences: readonly SentenceSpan[] }) {
  const spans = [...options.sentences].sort((a, b) => a.start - b.start);
  return (tree: Root) => {
    const parts: Element[][] = spans.map(() => []);
    const visit = (parent: Parents) => {
      const children: typeof parent.children = [];
      for (const child of parent.children) {
        if (child.type === "element") visit(child);
        if (child.type !== "text") {
          children.push(child as never);
          continue;
        }
        const pieces = cutText(child, options.source, spans);
        if (!pieces) {
          children.push(child);
          continue;
        }
        for (const piece of pieces) {
          if (piece.span === -1) {
            children.push(piece.text);
            continue;
          }
          const element: Element = { type: "element", tagName: "span", properties: {}, children: [piece.text as ElementContent] };
          parts[piece.span].push(element);
          children.push(element);
        }
      }
      parent.children = children as never;
    };
    visit(tree);
    parts.forEach((sentenceParts, span) => {
      sentenceParts.forEach((element, part) => {
        const properties: SentencePartProperties = { dataReportSentence: spans[span].index, dataSentencePart: part, dataSentenceParts: sentenceParts.length };
        element.properties = { ...properties };
      });
    });
  };
}
