/**
 * Which source file a line of search output comes from, and which agent and tool that file
 * belongs to. Search output lines start with a known path (`fundamental/calls/0001_get_x.txt:3:…`,
 * context lines `…-3-…`), so the longest known path that prefixes a line names its file.
 */

const LINE_REFERENCE = /^[:-](\d+)[:-]/;
const OUTPUT_FILE = /^(.+?)_output(?:_\d+)?\.txt$/;
const CALL_FILE = /^(.+?)\/calls\/\d+_(.+)\.txt$/;

export interface LineSource {
  file: string;
  line: number;
}

export class SourceFiles {
  /** Longest first, so `a/calls/1_x.txt.bak` is never read as `a/calls/1_x.txt`. */
  private readonly paths: string[];

  constructor(paths: Iterable<string>) {
    this.paths = [...paths].sort((a, b) => b.length - a.length);
  }

  /** The file and line a search output line cites, or null for notices and separators. */
  lineSource(line: string): LineSource | null {
    for (const path of this.paths) {
      if (!line.startsWith(path)) continue;
      const reference = LINE_REFERENCE.exec(line.slice(path.length));
      if (reference) return { file: path, line: Number(reference[1]) };
    }
    return null;
  }
}

/** The agent a source file belongs to: `{A}_output.txt` or `{A}/calls/…`; "" when neither. */
export function agentOfFile(file: string): string {
  return OUTPUT_FILE.exec(file)?.[1] ?? CALL_FILE.exec(file)?.[1] ?? "";
}

/** The tool whose call a `{A}/calls/NNNN_{tool}.txt` file records; "" for output files. */
export function toolOfFile(file: string): string {
  return CALL_FILE.exec(file)?.[2] ?? "";
}
