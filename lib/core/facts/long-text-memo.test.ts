import { expect, it } from "vitest";
import { rememberLongTexts } from "./long-text-memo";

const long = (tag: string) => tag.repeat(1024);

it("reads a long text once while it is among the last texts read, again once two generations have passed it", () => {
  const reads: string[] = [];
  const read = rememberLongTexts((text) => (reads.push(text[0]), { length: text.length }));
  const first = read(long("a"));
  read(long("b"));
  expect(read(long("a"))).toBe(first);
  expect(reads).toEqual(["a", "b"]);
  // 64 are kept, up to twice as many: 128 other texts push "a" out.
  for (let code = 0; code < 128; code++) read(long(String.fromCharCode(0x100 + code)));
  reads.length = 0;
  read(long("a"));
  expect(reads).toEqual(["a"]);
});

it("reads a short text every time it is asked for", () => {
  const reads: string[] = [];
  const read = rememberLongTexts((text) => (reads.push(text), { text }));
  read("s");
  read("s");
  expect(reads).toEqual(["s", "s"]);
});
