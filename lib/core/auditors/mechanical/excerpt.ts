/**
 * The excerpt tool: a tracked read of part of one source line, for the lines search output
 * cannot show. ripgrep (and so the search backend) prints a line over 500 bytes as
 * `[Omitted long matching line]`, and a search stops listing lines at `max_matches`; evidence
 * must still be verbatim tool output (spec §1.5), so the auditor reads the figure's sentence
 * through this tool and quotes its output. The output keeps ripgrep's `path:LINE:text` shape.
 */
import { LRUCache } from "lru-cache";
import { splitSentences, type Sentence } from "../../sentences";
import type { SourceCorpus } from "./source-corpus";

export const EXCERPT_TOOL_NAME = "read_excerpt";
/** Longest sentence quoted whole; a longer one is cut to a window around the figure. */
const MAX_EXCERPT_LENGTH = 300;
/** Characters kept on each side of the figure when cutting. */
const WINDOW_RADIUS = 120;

/** Lines whose sentences an excerpt tool keeps: a long line (a paragraph of a report draft) is quoted for each of its figures. */
const SPLIT_LINES_KEPT = 256;

/** [start, end) of the text to quote around `[at, at + length)`: its sentence, or a window cut at spaces. */
export function excerptSpan(line: string, at: number, length: number, sentences: readonly Sentence[] = splitSentences(line)): [number, number] {
  for (const sentence of sentences) {
    if (sentence.start <= at && at + length <= sentence.end) {
      if (sentence.end - sentence.start <= MAX_EXCERPT_LENGTH) return [sentence.start, sentence.end];
      break;
    }
  }
  let start = Math.max(0, at - WINDOW_RADIUS);
  let end = Math.min(line.length, at + length + WINDOW_RADIUS);
  const space = line.indexOf(" ", start);
  if (start > 0 && space >= 0 && space < at) start = space + 1;
  const lastSpace = line.lastIndexOf(" ", end);
  if (end < line.length && lastSpace >= at + length) end = lastSpace;
  return [start, end];
}

export type ExcerptTool = (path: string, line: number, text: string) => string;

/** `read_excerpt(path, line, text)`: line is 1-based; the excerpt surrounds the first occurrence of `text`. */
export function createExcerptTool(corpus: SourceCorpus): ExcerptTool {
  // Kept by where the line is, not by its text: a paragraph line is sliced afresh on each call, and as a key it would be hashed whole each time.
  const splitLines = new LRUCache<string, readonly Sentence[]>({ max: SPLIT_LINES_KEPT });
  const tools = {
    [EXCERPT_TOOL_NAME]: (path: string, line: number, text: string): string => {
      const lines = corpus.file(path)?.lines;
      if (!lines || !Number.isInteger(line) || line < 1 || line > lines.length) return `ERROR: no line ${line} in ${path}`;
      const lineText = lines.at(line - 1);
      const at = lineText.indexOf(text);
      if (at < 0 || text === "") return `ERROR: ${JSON.stringify(text)} is not on line ${line} of ${path}`;
      const place = `${line}:${path}`;
      let sentences = splitLines.get(place);
      if (sentences === undefined) splitLines.set(place, (sentences = splitSentences(lineText)));
      const [start, end] = excerptSpan(lineText, at, text.length, sentences);
      return `${path}:${line}:${lineText.slice(start, end)}`;
    },
  };
  return tools[EXCERPT_TOOL_NAME];
}
