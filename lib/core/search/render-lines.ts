/**
 * Writes the matching lines of one file the way `rg --no-heading --with-filename -n
 * --max-columns 500 -C N` prints them (paths already relative): `path:LINE:text` for matches,
 * `path-LINE-text` for context, `--` between groups that do not touch.
 */
import type { CorpusFile } from "./corpus-file";
import { CONTEXT_SEPARATOR, MAX_LINE_BYTES, OMITTED_CONTEXT_LINE, OMITTED_MATCHING_LINE } from "./search-output";

/** Output lines collected until one more than the caller will keep: enough to know it truncates. */
export class OutputLines {
  readonly lines: string[] = [];
  constructor(private readonly capacity: number) {}

  get full(): boolean {
    return this.lines.length >= this.capacity;
  }

  push(line: string): void {
    this.lines.push(line);
  }
}

export function renderFileMatches(file: CorpusFile, matchLines: number[], context: number, output: OutputLines): void {
  let printedThrough = -1;
  const print = (line: number, isMatch: boolean): void => {
    const separator = isMatch ? ":" : "-";
    const omitted = isMatch ? OMITTED_MATCHING_LINE : OMITTED_CONTEXT_LINE;
    const text = file.lineText(line);
    const body = exceedsMaxColumns(text, file.isTerminated(line)) ? omitted : text;
    output.push(`${file.path}${separator}${line + 1}${separator}${body}`);
    printedThrough = line;
  };
  for (let k = 0; k < matchLines.length && !output.full; k++) {
    const line = matchLines[k];
    const first = Math.max(0, line - context, printedThrough + 1);
    const startsNewGroup = printedThrough < 0 || first > printedThrough + 1;
    if (context > 0 && startsNewGroup && output.lines.length > 0) output.push(CONTEXT_SEPARATOR);
    for (let before = first; before < line && !output.full; before++) print(before, false);
    if (output.full) return;
    print(line, true);
    const nextMatch = k + 1 < matchLines.length ? matchLines[k + 1] : file.lineCount;
    const lastAfter = Math.min(line + context, nextMatch - 1, file.lineCount - 1);
    for (let after = line + 1; after <= lastAfter && !output.full; after++) print(after, false);
  }
}

/** ripgrep measures in bytes, counting the line's "\n" when it has one. */
function exceedsMaxColumns(text: string, terminated: boolean): boolean {
  const terminator = terminated ? 1 : 0;
  if (text.length + terminator > MAX_LINE_BYTES) return true;
  if (text.length * 3 + terminator <= MAX_LINE_BYTES) return false;
  return new TextEncoder().encode(text).length + terminator > MAX_LINE_BYTES;
}
