import { wrapInterAgent } from "../../envelope";
import { codePointLength } from "../../python";
import type { SourceFiles } from "./source-files";

/** Text a search returns that is not a file's line (no matches, errors) is the search tool's own. */
export const SEARCH_TOOL_SOURCE = "search";

interface Section {
  source: string;
  lines: string[];
}

function sectionsByFile(output: string, files: SourceFiles): Section[] {
  const sections: Section[] = [];
  for (const line of output.split("\n")) {
    const file = files.lineSource(line)?.file;
    const current = sections.at(-1);
    if (current && (file === undefined || file === current.source)) current.lines.push(line);
    else sections.push({ source: file ?? SEARCH_TOOL_SOURCE, lines: [line] });
  }
  return sections;
}

/**
 * A search result as the model sees it: each run of lines from one file in its own envelope
 * naming that file, the whole bounded by `maxChars` characters of content (0: no bound). Files
 * past the bound are left out with a note, so the model narrows its query instead of reading on.
 */
export function envelopeSearchOutput(output: string, files: SourceFiles, maxChars: number): string {
  const sections = sectionsByFile(output, files);
  const wrapped: string[] = [];
  let budget = maxChars;
  for (const [index, section] of sections.entries()) {
    if (maxChars > 0 && budget <= 0) {
      wrapped.push(`[search output capped at ${maxChars} characters: ${sections.length - index} more file(s) matched; narrow the query]`);
      break;
    }
    const content = section.lines.join("\n");
    wrapped.push(wrapInterAgent(content, { source: section.source, maxChars: maxChars > 0 ? budget : 0 }));
    budget -= codePointLength(content);
  }
  return wrapped.join("\n");
}
