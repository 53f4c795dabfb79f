import { describe, expect, it } from "vitest";
import { TextFigures } from "@/lib/core/figure-index";
import type { FilePart } from "./messages";
import { SessionFiles } from "./session-files";

const part = (session: number, path: string, at: number, length: number, text: string): [number, FilePart] => [session, { path, at, length, part: text }];

describe("SessionFiles", () => {
  it("joins a file's parts and gives a hop's files in the order it names them", () => {
    const files = new SessionFiles();
    files.receive(...part(1, "a", 0, 6, "abc"));
    files.receive(...part(1, "a", 3, 6, "def"));
    files.receive(...part(1, "b", 0, 0, ""));
    const sourceFiles = files.sourceFiles(1, ["b", "a"]);
    expect(sourceFiles).toEqual({ b: "", a: "abcdef" });
    expect(Object.keys(sourceFiles)).toEqual(["b", "a"]);
  });

  it("drops a file whose sending stopped, when the next file begins", () => {
    const files = new SessionFiles();
    files.receive(...part(1, "a", 0, 6, "abc"));
    files.receive(...part(1, "a", 0, 6, "xyz"));
    files.receive(...part(1, "a", 3, 6, "uvw"));
    expect(files.sourceFiles(1, ["a"])).toEqual({ a: "xyzuvw" });
    files.receive(...part(1, "b", 0, 6, "abc"));
    files.receive(...part(1, "c", 0, 1, "c"));
    files.receive(...part(1, "b", 3, 6, "def"));
    expect(() => files.sourceFiles(1, ["b"])).toThrow("the audit thread does not hold b");
  });

  it("keeps sessions apart and forgets a closed one, with any file of it still crossing", () => {
    const files = new SessionFiles();
    files.receive(...part(1, "a", 0, 1, "1"));
    files.receive(...part(2, "a", 0, 1, "2"));
    files.receive(...part(1, "b", 0, 2, "1"));
    files.close(1);
    files.receive(...part(1, "b", 1, 2, "2"));
    expect(files.sourceFiles(2, ["a"])).toEqual({ a: "2" });
    expect(() => files.sourceFiles(1, ["a"])).toThrow("does not hold a");
    expect(() => files.sourceFiles(1, ["b"])).toThrow("does not hold b");
  });

  it("keeps the figures sent for a held text until another text at its path begins crossing or the session closes", () => {
    const files = new SessionFiles();
    const { arrays } = new TextFigures("12", { shared: true });
    files.receive(...part(1, "a", 0, 2, "12"));
    files.addFigures(1, "a", arrays);
    expect(files.figures(1, "a")).toBe(arrays);
    expect(files.figures(2, "a")).toBeUndefined();
    files.receive(...part(1, "a", 0, 2, "34"));
    expect(files.figures(1, "a")).toBeUndefined();
    files.addFigures(1, "a", arrays);
    files.close(1);
    expect(files.figures(1, "a")).toBeUndefined();
  });
});
