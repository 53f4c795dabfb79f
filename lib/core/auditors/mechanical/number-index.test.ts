import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsKey } from "../../figure-index";
import { NumberIndex } from "./number-index";
import { SourceCorpus, SourceFiles } from "./source-corpus";

const key = (digits: string) => digitsKey(digits, 0, digits.length);
function lines(index: NumberIndex, keys: number[], limit: number): string[] {
  const read: string[] = [];
  for (const cursor = index.linesWith(keys, limit); cursor.next(); ) read.push(`${cursor.file!.path}:${cursor.line}`);
  return read;
}

describe("NumberIndex.linesWith", () => {
  const corpus = new SourceCorpus({ "b.txt": "17 and 42\nnone\n42\n17", "a.txt": "42\n17\n1,700" }, new SourceFiles());
  const index = new NumberIndex(corpus, new Set([key("17"), key("42"), key("99")]));

  it("lists the lines holding any of the keys once each, in search order", () => {
    expect(lines(index, [key("17"), key("42"), key("99")], 100)).toEqual(["a.txt:0", "a.txt:1", "a.txt:2", "b.txt:0", "b.txt:2", "b.txt:3"]);
  });

  it("stops at the limit", () => {
    expect(lines(index, [key("42"), key("17")], 4)).toEqual(["a.txt:0", "a.txt:1", "a.txt:2", "b.txt:0"]);
  });

  it("lists nothing for keys no figure carries", () => {
    expect(lines(index, [key("99"), key("123")], 10)).toEqual([]);
  });

  it("agrees with sorting every key's lines together", () => {
    const digits = fc.constantFrom("1", "2", "3", "4");
    const line = fc.array(digits, { maxLength: 3 }).map((figures) => figures.join(" x "));
    const file = fc.array(line, { maxLength: 6 }).map((fileLines) => fileLines.join("\n"));
    fc.assert(
      fc.property(fc.array(file, { minLength: 1, maxLength: 4 }), fc.subarray(["1", "2", "3", "4"]), fc.nat(12), (texts, wanted, limit) => {
        const sourceFiles = Object.fromEntries(texts.map((text, at) => [`f${at}.txt`, text]));
        const keys = wanted.map(key);
        const corpus = new SourceCorpus(sourceFiles, new SourceFiles());
        const expected = corpus.files
          .flatMap((source) => source.text.split("\n").flatMap((text, at) => (wanted.some((figure) => text.split(" x ").includes(figure)) ? [`${source.path}:${at}`] : [])))
          .slice(0, limit);
        expect(lines(new NumberIndex(corpus, new Set(keys)), keys, limit)).toEqual(expected);
      }),
    );
  });
});
