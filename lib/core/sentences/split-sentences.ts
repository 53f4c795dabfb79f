import { scanBlocks } from "./blocks";
import { splitProse } from "./prose";

export interface Sentence {
  /** 0-based position in the document's sentence order */
  index: number;
  /** exactly `markdown.slice(start, end)` */
  text: string;
  /** UTF-16 offsets into the original markdown */
  start: number;
  end: number;
}

/**
 * Splits a markdown report into sentences with offsets into the original text. Headings and
 * table rows are one sentence each; paragraphs and list items are split as prose.
 */
export function splitSentences(markdown: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const block of scanBlocks(markdown)) {
    const spans = block.kind === "heading" || block.kind === "table-row" ? block.lines : splitProse(markdown, block.lines);
    for (const { start, end } of spans) {
      if (end > start) sentences.push({ index: sentences.length, text: markdown.slice(start, end), start, end });
    }
  }
  return sentences;
}
