import { describe, expect, it } from "vitest";
import { createExcerptTool } from "./excerpt";
import { SourceCorpus, SourceFiles } from "./source-corpus";

const filler = "The board met several times during the year to review the strategy and its risks. ".repeat(4);

describe("read_excerpt", () => {
  it("quotes the sentence holding the figure, from the file and line asked for", () => {
    const corpus = new SourceCorpus(
      {
        "a.txt": `# A\n${filler}Revenue came to $4,213 million, ahead of plan. ${filler}`,
        "b.txt": `# B\n${filler}${filler}Costs came to $1,902 million in the year. ${filler}`,
      },
      new SourceFiles(),
    );
    const excerpt = createExcerptTool(corpus);
    // Each line's sentences are kept by where the line is: the same line number in another file is another line.
    expect(excerpt("a.txt", 2, "$4,213 million")).toBe("a.txt:2:Revenue came to $4,213 million, ahead of plan.");
    expect(excerpt("b.txt", 2, "$1,902 million")).toBe("b.txt:2:Costs came to $1,902 million in the year.");
    expect(excerpt("a.txt", 2, "$4,213 million")).toBe("a.txt:2:Revenue came to $4,213 million, ahead of plan.");
  });

  it("refuses a line that is not there, or text the line does not hold", () => {
    const excerpt = createExcerptTool(new SourceCorpus({ "a.txt": "one line" }, new SourceFiles()));
    expect(excerpt("a.txt", 2, "one")).toBe("ERROR: no line 2 in a.txt");
    expect(excerpt("a.txt", 1, "two")).toBe('ERROR: "two" is not on line 1 of a.txt');
  });
});
