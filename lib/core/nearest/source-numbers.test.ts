import { describe, expect, it } from "vitest";
import { TextFigures } from "../figure-index";
import { collectNumbers } from "./source-numbers";

describe("collectNumbers", () => {
  const files: [string, string][] = [
    ["a.txt", "17.4 and 5\n1,742 and 0.5"],
    ["b.txt", "173 then 50"],
    ["c.txt", "17 and 500"],
  ];

  it("lists each wanted key's numbers in file and text order, at most `cap` each", () => {
    const buckets = collectNumbers(files, new Set(["17", "5"]), 3);
    const written = (key: string) => buckets.get(key)!.map(({ file, start, end, digits }) => `${file}:${files.find(([name]) => name === file)![1].slice(start, end)}=${digits}`);
    expect(written("17")).toEqual(["a.txt:17.4=174", "a.txt:1,742=1742", "b.txt:173=173"]);
    expect(written("5")).toEqual(["a.txt:5=5", "a.txt:0.5=5", "b.txt:50=5"]);
  });

  it("reads no file after every wanted key has its cap", () => {
    const read: string[] = [];
    const figuresOf = (file: string) => {
      read.push(file);
      return new TextFigures(files.find(([name]) => name === file)![1]);
    };
    collectNumbers(files, new Set(["17"]), 2, figuresOf);
    expect(read).toEqual(["a.txt"]);
    read.length = 0;
    collectNumbers(files, new Set(["17", "5"]), 3, figuresOf);
    expect(read).toEqual(["a.txt", "b.txt"]);
  });
});
