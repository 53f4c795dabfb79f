import { describe, expect, it } from "vitest";
import { isSourceFile, parseTruth, sourcePath } from "./truth";

describe("parseTruth", () => {
  it("reads the sentences with their labels and sources", () => {
    const truth = parseTruth(
      JSON.stringify({ bundle: "b", sentences: [{ id: "s01", text: "Fares rose 8%.", label: "supported", sources: [{ figure: "8%", agent: "a", file: "calls/0000_x.txt", line: 2 }] }] }),
      "b.truth.json",
    );
    expect(truth.sentences[0]).toMatchObject({ id: "s01", label: "supported", figures: [], sources: [{ figure: "8%", line: 2 }] });
  });

  it("names the file and the field on bad input", () => {
    expect(() => parseTruth("{", "x.truth.json")).toThrow(/^x\.truth\.json: not JSON/);
    expect(() => parseTruth(JSON.stringify({ sentences: [{ id: "s01", text: "t", label: "wrong" }] }), "x.truth.json")).toThrow(/^x\.truth\.json: sentences\.0\.label: /);
    expect(() => parseTruth("[]", "x.truth.json")).toThrow(/^x\.truth\.json: the file: /);
  });
});

describe("sourcePath and isSourceFile", () => {
  const source = { agent: "search", file: "calls/0001_fetch.txt", line: 1 };

  it("puts the file under its agent unless it is already there", () => {
    expect(sourcePath(source)).toBe("search/calls/0001_fetch.txt");
    expect(sourcePath({ ...source, file: "search\\calls\\0001_fetch.txt" })).toBe("search/calls/0001_fetch.txt");
  });

  it("matches the search file exactly or as a path ending", () => {
    expect(isSourceFile("search/calls/0001_fetch.txt", source)).toBe(true);
    expect(isSourceFile("./search/calls/0001_fetch.txt", source)).toBe(true);
    expect(isSourceFile("trace/search/calls/0001_fetch.txt", source)).toBe(true);
    expect(isSourceFile("research/calls/0001_fetch.txt", source)).toBe(false);
    expect(isSourceFile("search_output.txt", source)).toBe(false);
    expect(isSourceFile("", source)).toBe(false);
  });
});
