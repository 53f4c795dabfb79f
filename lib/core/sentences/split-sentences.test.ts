import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { splitSentences } from ".";

/** Splits, checks every span slices the original verbatim, and returns the texts. */
function texts(markdown: string): string[] {
  const sentences = splitSentences(markdown);
  sentences.forEach((s, i) => {
    expect(s.index).toBe(i);
    expect(markdown.slice(s.start, s.end)).toBe(s.text);
  });
  return sentences.map((s) => s.text);
}

describe("splitSentences: prose", () => {
  it.each([
    ["splits on . ? ! followed by a capitalised word", "Sales rose. Did margins? Yes! They did.", ["Sales rose.", "Did margins?", "Yes!", "They did."]],
    ["keeps decimals and currency amounts whole", "Growth was 3.4 percent. Revenue hit $4.2 billion. Done.", ["Growth was 3.4 percent.", "Revenue hit $4.2 billion.", "Done."]],
    ["does not split before a lowercase word", "Yahoo! reported gains. Fine.", ["Yahoo! reported gains.", "Fine."]],
    [
      "keeps URLs and e-mail addresses whole",
      "See https://example.com/a.b?x=1. Mail ops@acme.co.uk now. Visit www.acme.com today.",
      ["See https://example.com/a.b?x=1.", "Mail ops@acme.co.uk now.", "Visit www.acme.com today."],
    ],
    [
      "keeps inline code and emphasis markers inside the span",
      "Run `rg -e 'a. B'` first. **Revenue rose 5%.** _Margins_ held.",
      ["Run `rg -e 'a. B'` first.", "**Revenue rose 5%.**", "_Margins_ held."],
    ],
    ["splits on full-width terminators without a space", "数据已核对。结果一致！", ["数据已核对。", "结果一致！"]],
    [
      "joins soft-wrapped lines of one paragraph and keeps the newline in the span",
      "The trial enrolled\npatients in 28 countries. It ended.",
      ["The trial enrolled\npatients in 28 countries.", "It ended."],
    ],
    ["ends a sentence at a paragraph break even without punctuation", "First paragraph\n\nSecond paragraph.\r\n\r\nThird", ["First paragraph", "Second paragraph.", "Third"]],
  ])("%s", (_, markdown, sentences) => {
    expect(texts(markdown)).toEqual(sentences);
  });

  it.each([
    ["e.g.", "Use a tool, e.g. Ripgrep. Then stop."],
    ["i.e.", "One source, i.e. The registry. Then stop."],
    ["Dr.", "Dr. Smith led it. Then stop."],
    ["Mr.", "Mr. Jones agreed. Then stop."],
    ["vs.", "Drug vs. Placebo differed. Then stop."],
    ["approx.", "It took approx. 3 weeks. Then stop."],
    ["No.", "See trial No. 5 results. Then stop."],
    ["Fig.", "As Fig. 2 shows, it rose. Then stop."],
    ["et al.", "Smith et al. Reported it. Then stop."],
    ["Jan.", "It began Jan. 15 this year. Then stop."],
    ["U.S.", "The U.S. Food and Drug Administration agreed. Then stop."],
    ["Inc. before a name", "Acme Inc. Chief Executive Jane Roe spoke. Then stop."],
  ])("does not split after %s", (_, markdown) => {
    const result = texts(markdown);
    expect(result).toHaveLength(2);
    expect(result[1]).toBe("Then stop.");
  });

  it.each([
    ["Inc.", "Shares were sold to Acme Inc. The deal closed.", "Shares were sold to Acme Inc."],
    ["Corp.", "It bought Beta Corp. It paid cash.", "It bought Beta Corp."],
    ["Ltd.", "The buyer was Gamma Ltd. In May it paid.", "The buyer was Gamma Ltd."],
    ["etc.", "They sold tea, coffee, etc. The margins were thin.", "They sold tea, coffee, etc."],
    ["U.S.", "Most sales were in the U.S. The rest were abroad.", "Most sales were in the U.S."],
    ["no. without a number", "The answer was no. We moved on.", "The answer was no."],
  ])("splits after %s when a sentence opener follows", (_, markdown, first) => {
    expect(texts(markdown)[0]).toBe(first);
    expect(texts(markdown)).toHaveLength(2);
  });

  it("keeps closing quotes, parentheses and footnote refs with their sentence", () => {
    expect(texts('He said "Done." Then he left. (See Fig. 2.) Next.[1] Last.')).toEqual([
      'He said "Done."',
      "Then he left.",
      "(See Fig. 2.)",
      "Next.[1]",
      "Last.",
    ]);
    expect(texts("She wrote ‘yes.’ It held.")).toEqual(["She wrote ‘yes.’", "It held."]);
  });

  it("treats ellipses as a boundary only before a capital", () => {
    expect(texts("Sales rose... Then fell. Costs … rose too.")).toEqual(["Sales rose...", "Then fell.", "Costs … rose too."]);
    expect(texts("It waited… Nothing came.")).toEqual(["It waited…", "Nothing came."]);
  });
});

describe("splitSentences: markdown blocks", () => {
  it.each([
    ["makes a heading its own sentence without the # markers", "# Title\n## 2. Results ##\nBody text. More.", ["Title", "2. Results", "Body text.", "More."]],
    ["reads setext headings and skips their underline and thematic breaks", "Overview\n========\n\nText.\n\n---\n\n* * *\nEnd.", ["Overview", "Text.", "End."]],
    [
      "makes each bullet and numbered item its own sentence, marker excluded",
      "Findings:\n- Revenue rose 5%\n* Costs fell\n+ Cash held. Debt fell.\n1. First point\n2) Second point\n- [x] Done task",
      ["Findings:", "Revenue rose 5%", "Costs fell", "Cash held.", "Debt fell.", "First point", "Second point", "Done task"],
    ],
    ["continues a list item on its indented next line", "- A long item that\n  wraps here.\n- Next", ["A long item that\n  wraps here.", "Next"]],
    [
      "makes each table row one sentence and skips the separator row",
      "| Event | Pct |\n|:---|---:|\n| nausea | 11.2 |\n| serious. Events | 49.6 |\n\nAfter.",
      ["Event | Pct", "nausea | 11.2", "serious. Events | 49.6", "After."],
    ],
    ["reads tables without outer pipes", "event | pct\n--- | ---\nnausea | 11.2", ["event | pct", "nausea | 11.2"]],
    ["skips fenced code blocks", "Before.\n```python\nx = 1. Y = 2.\n```\nAfter.", ["Before.", "After."]],
    ["strips blockquote markers from a quote's first line", "> Quoted claim. Second one.\n> - quoted item", ["Quoted claim.", "Second one.", "quoted item"]],
  ])("%s", (_, markdown, sentences) => {
    expect(texts(markdown)).toEqual(sentences);
  });

  it("returns nothing for blank input", () => {
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences("\n\n  \n")).toEqual([]);
  });

  it("gives UTF-16 offsets past astral characters", () => {
    const markdown = "😀 Emoji first. Then 数据.";
    const [, second] = splitSentences(markdown);
    expect(second.start).toBe(markdown.indexOf("Then"));
    expect(second.text).toBe("Then 数据.");
  });
});

describe("splitSentences: the clinical_summary report", () => {
  const report = readFileSync(fixtureBundle("clinical_summary/report.md"), "utf8");

  it("finds the heading and the eight sentences", () => {
    expect(texts(report)).toEqual([
      "Semaglutide in diabetic kidney disease",
      "In the FLOW trial of 3,533 participants, semaglutide reduced major kidney disease events by 24%.",
      "The hazard ratio was 0.76 (95% CI 0.66 to 0.88).",
      "Median follow-up was 3.4 years.",
      "The absolute risk reduction was 4.49 percentage points, so about 22 patients must be treated to prevent one event.",
      "Nausea occurred in 11.2% of treated patients versus 3.1% on placebo.",
      "Serious adverse events were less frequent with semaglutide (49.6% vs 53.8%).",
      "All-cause mortality fell by 31% in the treatment arm.",
      "The trial enrolled patients across 28 countries.",
    ]);
  });

  // Its speed is measured by bench/report-markdown, never asserted here.
  it("is deterministic on a 200-sentence report", () => {
    const paragraph = report.split("\n\n")[1];
    const large = Array.from({ length: 25 }, (_, i) => `## Section ${i}\n\n${paragraph}\n\n- item ${i}. Another.\n`).join("\n");
    expect(splitSentences(large).length).toBeGreaterThanOrEqual(200);
    expect(splitSentences(large)).toEqual(splitSentences(large));
  });
});

describe("units that look like titles", () => {
  it("ends a sentence after a lower-case unit such as ms, but not after the title Ms.", () => {
    const texts = splitSentences("QTc stayed above 500 ms. No patient fainted. Ms. Lee agreed.").map((sentence) => sentence.text);
    expect(texts).toEqual(["QTc stayed above 500 ms.", "No patient fainted.", "Ms. Lee agreed."]);
  });
});

describe("splitSentences: a mixed-case term can open a sentence", () => {
  it("splits before eGFR, iPhone, pH, mRNA but not before a plain lower-case word", () => {
    fc.assert(
      fc.property(fc.constantFrom("eGFR", "iPhone", "pH", "mRNA", "iOS", "eBay"), fc.constantFrom("rose 8.6% versus 5.9%", "ended at 3.1", "was stable"), (term, clause) => {
        const text = `Discontinuations ${clause}. ${term} showed an initial dip.`;
        expect(splitSentences(text).map((sentence) => sentence.text)).toEqual([`Discontinuations ${clause}.`, `${term} showed an initial dip.`]);
        expect(splitSentences(`It ${clause}. and then it held.`)).toHaveLength(1);
      }),
    );
  });
});
