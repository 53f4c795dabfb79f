import { expect, it } from "vitest";
import { rememberTexts } from "./long-text-memo";

it("reads a text once while it is among the last texts read, again once two generations have passed it", () => {
  const reads: string[] = [];
  const lengthOf = rememberTexts((text) => (reads.push(text), { length: text.length }), 2);
  const first = lengthOf("a");
  lengthOf("bb");
  lengthOf("ccc");
  expect(lengthOf("a")).toBe(first);
  for (const text of ["d", "e", "f", "g"]) lengthOf(text);
  lengthOf("a");
  expect(reads).toEqual(["a", "bb", "ccc", "d", "e", "f", "g", "a"]);
});

it("keeps long texts apart from short ones", () => {
  const reads: string[] = [];
  const read = rememberTexts((text) => (reads.push(text.slice(0, 1)), { text }), 1);
  const long = "x".repeat(2048);
  read(long);
  read("s");
  read("t");
  read("u");
  read(long);
  expect(reads).toEqual(["x", "s", "t", "u"]);
});
