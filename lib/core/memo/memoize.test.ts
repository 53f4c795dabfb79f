import { expect, it } from "vitest";
import { memoize } from "./memoize";

it("reads a key once while it is among the most recently used, again once dropped", () => {
  const reads: string[] = [];
  const lengthOf = memoize((key) => (reads.push(key), { length: key.length }), 2);
  const first = lengthOf("a");
  lengthOf("bb");
  expect(lengthOf("a")).toBe(first);
  lengthOf("ccc");
  lengthOf("a");
  lengthOf("bb");
  expect(reads).toEqual(["a", "bb", "ccc", "bb"]);
});
