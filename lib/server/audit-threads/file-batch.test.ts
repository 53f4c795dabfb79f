import { describe, expect, it } from "vitest";
import { decodeBatch, encodeBatch, partEnd } from "./file-batch";
import type { FilePart } from "./messages";

const parts = (...texts: string[]): FilePart[] => texts.map((part, index) => ({ path: `f${index}`, at: 0, length: part.length, part }));

const encode = (text: string) => new TextEncoder().encode(text);

describe("file batches", () => {
  it("carry ASCII parts as one byte a character, and give them back", () => {
    const sent = parts("a|1|2\n", "", "x".repeat(1000));
    const batch = encodeBatch(sent);
    expect(batch.bytes.length).toBe(1006);
    expect(batch.parts.map((part) => part.bytes)).toEqual([6, 0, 1000]);
    expect(decodeBatch(batch)).toEqual(sent);
  });

  it("carry any other text as UTF-8, a leading U+FEFF and astral characters included", () => {
    const sent = parts("ascii first", "\uFEFFrevenue — €4.2 billion 📈", "é");
    const batch = encodeBatch(sent);
    expect(batch.parts.map((part) => part.bytes)).toEqual([11, encode(sent[1].part).length, 2]);
    expect(decodeBatch(batch)).toEqual(sent);
  });

  it("end a part where it has room, but never inside a character of two UTF-16 halves", () => {
    const text = "ab📈cd";
    expect(partEnd(text, 0, 2)).toBe(2);
    expect(partEnd(text, 0, 3)).toBe(2);
    expect(partEnd(text, 2, 1)).toBe(4);
    expect(partEnd(text, 4, 100)).toBe(6);
  });
});
