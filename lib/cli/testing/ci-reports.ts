import { SaxesParser } from "saxes";
import type { ReportSentence, SentenceFigure } from "@/lib/core/verdicts";
import type { AuditedReport } from "../ci";

/** One XML element as a strict XML 1.0 parser reads it: throws on anything a CI server's parser would refuse. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const element = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: "" };
    open[open.length - 1].children.push(element);
    open.push(element);
  });
  parser.on("text", (text) => (open[open.length - 1].text += text));
  parser.on("closetag", () => open.pop());
  parser.write(xml).close();
  return root.children[0];
}

export const figure = (claim: string, overrides: Partial<SentenceFigure> = {}): SentenceFigure => ({
  claim,
  finding: "found",
  ownFinding: overrides.finding ?? "found",
  hop: "writer->report",
  upstream: false,
  source: { agent: "research", file: "research/calls/0000_get_price.txt", line: 9 },
  searched: null,
  nearest: [],
  fence: "writer->report",
  id: 0,
  ...overrides,
});

/** A report whose sentences sit where `text` has them (each must occur in it once). */
export function reportOf(text: string, sentences: { text: string; verdict: ReportSentence["verdict"]; figures: SentenceFigure[] }[]): AuditedReport {
  return {
    path: "out/report.md",
    text,
    sentences: sentences.map((sentence, index) => {
      const start = text.indexOf(sentence.text);
      if (start < 0) throw new Error(`"${sentence.text}" is not in the report`);
      return { ...sentence, index, start, end: start + sentence.text.length };
    }),
  };
}
