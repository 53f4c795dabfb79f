import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { Element, Root } from "hast";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { splitSentences } from "../sentences";
import { rehypeSentences, remarkRawAsText } from "./index";
import { sourceOffsets } from "./source-offsets";

/** The report view's pipeline: GFM, raw HTML as text, sanitised, then the sentence parts. */
function render(markdown: string): Root {
  const sentences = splitSentences(markdown);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRawAsText).use(remarkRehype).use(rehypeSanitize).use(rehypeSentences, { source: markdown, sentences });
  return processor.runSync(processor.parse(markdown), markdown) as Root;
}

interface Part {
  sentence: number;
  part: number;
  parts: number;
  text: string;
  start: number;
  end: number;
  /** The tag names from the root down to the part. */
  within: string[];
}

function partsOf(tree: Root): Part[] {
  const found: Part[] = [];
  const walk = (node: Root | Element, within: string[]) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      const sentence = child.properties.dataReportSentence;
      if (typeof sentence === "number") {
        const text = child.children[0];
        if (text.type !== "text") throw new Error("a part holds one text node");
        found.push({
          sentence,
          part: child.properties.dataSentencePart as number,
          parts: child.properties.dataSentenceParts as number,
          text: text.value,
          start: text.position!.start.offset!,
          end: text.position!.end.offset!,
          within,
        });
      } else walk(child, [...within, child.tagName]);
    }
  };
  walk(tree, []);
  return found;
}

const bySentence = (parts: Part[], index: number) => parts.filter((part) => part.sentence === index);
const textOf = (parts: Part[], index: number) => bySentence(parts, index).map((part) => part.text);

describe("rehypeSentences", () => {
  const reports = {
    demo: readFileSync(path.join(__dirname, "../../demo/equity-research/report.md"), "utf8"),
    deep_research: readFileSync(fixtureBundle("deep_research/report.md"), "utf8"),
    clinical_summary: readFileSync(fixtureBundle("clinical_summary/report.md"), "utf8"),
  };

  it.each(Object.entries(reports))("gives every sentence of the %s report parts inside its own offsets, numbered in order", (_name, markdown) => {
    const parts = partsOf(render(markdown));
    for (const sentence of splitSentences(markdown)) {
      const own = bySentence(parts, sentence.index);
      expect(own.length, sentence.text).toBeGreaterThan(0);
      own.forEach((part, i) => {
        expect(part.part).toBe(i);
        expect(part.parts).toBe(own.length);
        expect(part.start).toBeGreaterThanOrEqual(sentence.start);
        expect(part.end).toBeLessThanOrEqual(sentence.end);
        // A part's text is the source it came from, here where the reports hold no escapes.
        expect(markdown.slice(part.start, part.end)).toBe(part.text);
      });
    }
  });

  it("cuts a paragraph's text between sentences, leaving the space between them unmarked", () => {
    const markdown = "Revenue rose 20%. Margin was 43.0%.\n";
    const tree = render(markdown);
    expect(textOf(partsOf(tree), 0)).toEqual(["Revenue rose 20%."]);
    expect(textOf(partsOf(tree), 1)).toEqual(["Margin was 43.0%."]);
    const paragraph = tree.children.find((child): child is Element => child.type === "element" && child.tagName === "p")!;
    expect(paragraph.children.map((child) => (child.type === "text" ? child.value : "<part>"))).toEqual(["<part>", " ", "<part>"]);
  });

  it("keeps a sentence split by emphasis and a link as parts of the one sentence", () => {
    const markdown = "Revenue was **$4.2 billion**, per [the filing](https://example.com/10-k). Margin held.";
    const parts = partsOf(render(markdown));
    expect(textOf(parts, 0)).toEqual(["Revenue was ", "$4.2 billion", ", per ", "the filing", "."]);
    expect(bySentence(parts, 0)[1].within).toContain("strong");
    expect(bySentence(parts, 0)[3].within).toContain("a");
    expect(textOf(parts, 1)).toEqual(["Margin held."]);
  });

  it("marks a heading, a list item and each cell of a table row", () => {
    const markdown = ["## Segments", "", "- Logistics grew 18.7%.", "", "| Region | MW |", "|---|---|", "| North Coast | 1,420 |", ""].join("\n");
    const parts = partsOf(render(markdown));
    const sentences = splitSentences(markdown);
    expect(sentences.map((sentence) => sentence.text)).toEqual(["Segments", "Logistics grew 18.7%.", "Region | MW", "North Coast | 1,420"]);
    expect(bySentence(parts, 0)[0].within).toContain("h2");
    expect(bySentence(parts, 1)[0].within).toContain("li");
    expect(textOf(parts, 2)).toEqual(["Region", "MW"]);
    expect(bySentence(parts, 2)[0].within).toContain("th");
    expect(textOf(parts, 3)).toEqual(["North Coast", "1,420"]);
    expect(bySentence(parts, 3)[1].within).toContain("td");
  });

  it("places text with escapes and character references by its source, not by its words", () => {
    const markdown = "Profit &amp; loss rose 5\\*. Profit & loss rose 5*.";
    const sentences = splitSentences(markdown);
    const parts = partsOf(render(markdown));
    expect(textOf(parts, 0)).toEqual(["Profit & loss rose 5*."]);
    expect(textOf(parts, 1)).toEqual(["Profit & loss rose 5*."]);
    // The same words twice: each part carries its own sentence's offsets.
    expect(bySentence(parts, 0)[0].start).toBe(sentences[0].start);
    expect(bySentence(parts, 1)[0].start).toBe(sentences[1].start);
  });

  it("shows raw HTML as its text, inline and as a block, never as an element", () => {
    const markdown = 'Revenue <b onclick="x()">rose</b> 5%.\n\n<script>alert(1)</script>\n';
    const tree = render(markdown);
    const parts = partsOf(tree);
    expect(textOf(parts, 0)).toEqual(['Revenue <b onclick="x()">rose</b> 5%.']);
    const tags: string[] = [];
    const walk = (node: Root | Element) => node.children.forEach((child) => child.type === "element" && (tags.push(child.tagName), walk(child)));
    walk(tree);
    expect(tags).not.toContain("b");
    expect(tags).not.toContain("script");
    expect(parts.some((part) => part.text.includes("<script>"))).toBe(true);
  });

  it("shows an image as the Markdown written, so nothing is fetched, and keeps it in its sentence", () => {
    const markdown = "Revenue rose ![chart](https://evil.example/beacon.gif) 5%. See ![logo][l].\n\n[l]: https://evil.example/l.png\n";
    const tree = render(markdown);
    const tags: string[] = [];
    const walk = (node: Root | Element) => node.children.forEach((child) => child.type === "element" && (tags.push(child.tagName), walk(child)));
    walk(tree);
    expect(tags).not.toContain("img");
    const parts = partsOf(tree);
    expect(textOf(parts, 0)).toEqual(["Revenue rose ![chart](https://evil.example/beacon.gif) 5%."]);
    expect(textOf(parts, 1)).toEqual(["See ![logo][l]."]);
  });

  it("marks every character of plain prose, whatever the sentences", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9$%,]{1,8}$/);
    const sentence = fc.tuple(fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom(".", "!", "?")).map(([words, end]) => `${words.join(" ")}${end}`);
    const capitalised = sentence.map((text) => `A${text}`);
    fc.assert(
      fc.property(fc.array(capitalised, { minLength: 1, maxLength: 6 }), (written) => {
        const markdown = written.join(" ");
        const parts = partsOf(render(markdown));
        for (const cut of splitSentences(markdown)) expect(textOf(parts, cut.index).join("")).toBe(cut.text);
      }),
    );
  });
});

describe("sourceOffsets", () => {
  it("maps an escape and a reference to their first source unit", () => {
    expect(sourceOffsets("a*b", "a\\*b", 10)).toEqual([10, 11, 13]);
    expect(sourceOffsets("a&b", "a&amp;b", 0)).toEqual([0, 1, 6]);
    // Matching letters one by one would put "a" inside "&amp;" and "#" inside "&#35;".
    expect(sourceOffsets("&a", "&amp;a", 0)).toEqual([0, 5]);
    expect(sourceOffsets("x#y", "x&#35;y", 0)).toEqual([0, 1, 6]);
    expect(sourceOffsets("😀!", "&#x1F600;!", 0)).toEqual([0, 0, 9]);
    expect(sourceOffsets("a&amp;b", "a&amp;b", 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("skips continuation indentation and code span backticks", () => {
    expect(sourceOffsets("one\ntwo", "one\n   two", 0)).toEqual([0, 1, 2, 3, 7, 8, 9]);
    expect(sourceOffsets("x", "`x`", 5)).toEqual([6]);
  });
});
