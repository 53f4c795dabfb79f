import { describe, expect, it } from "vitest";
import { TextFigures } from "../figure-index";
import { significantDigits } from "./figure-digits";
import { collectNumbers, SourceNumbers } from "./source-numbers";

describe("collectNumbers", () => {
  const files: [string, string][] = [
    ["a.txt", "17.4 and 5\n1,742 and 0.5"],
    ["b.txt", "173 then 50"],
    ["c.txt", "17 and 500"],
  ];

  it("lists each wanted key's numbers in file and text order, at most `cap` each", () => {
    const numbers = new SourceNumbers(files);
    const buckets = collectNumbers(numbers, new Set(["17", "5"]), 3);
    const written = (key: string) =>
      buckets.get(key)!.map((number) => {
        const text = numbers.text(number);
        return `${numbers.path(number)}:${text.slice(numbers.start(number), numbers.end(number))}=${significantDigits(text, numbers.start(number), numbers.end(number))}`;
      });
    expect(written("17")).toEqual(["a.txt:17.4=174", "a.txt:1,742=1742", "b.txt:173=173"]);
    expect(written("5")).toEqual(["a.txt:5=5", "a.txt:0.5=5", "b.txt:50=5"]);
    expect([...buckets.values()].flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("reads no file after every wanted key has its cap", () => {
    const read: string[] = [];
    const known = {
      figuresOf(file: string) {
        read.push(file);
        return new TextFigures(files.find(([name]) => name === file)![1]);
      },
    };
    collectNumbers(new SourceNumbers(files), new Set(["17"]), 2, known);
    expect(read).toEqual(["a.txt"]);
    read.length = 0;
    collectNumbers(new SourceNumbers(files), new Set(["17", "5"]), 3, known);
    expect(read).toEqual(["a.txt", "b.txt"]);
  });
});

describe("SourceNumbers", () => {
  it("keeps every number it is given past its first columns' length", () => {
    const numbers = new SourceNumbers([["a.txt", "x"], ["b.txt", "y"]]);
    for (let i = 0; i < 3000; i++) expect(numbers.add(i % 2, i, i + 3)).toBe(i);
    expect([numbers.path(2999), numbers.start(2999), numbers.end(2999), numbers.file(2998)]).toEqual(["b.txt", 2999, 3002, 0]);
  });
});
