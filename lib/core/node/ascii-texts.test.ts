import { describe, expect, it } from "vitest";
import { readBundle } from "../bundle";
import { filesOf, snapshotContents } from "../bundle/test-fixtures";
import { asciiTexts, joinedAsciiTexts } from "./ascii-texts";

const encode = (text: string) => new TextEncoder().encode(text);

describe("asciiTexts", () => {
  it("cuts an ASCII block into its pieces", () => {
    expect(asciiTexts(encode("abc\ndefg"), [3, 1, 4])).toEqual(["abc", "\n", "defg"]);
  });

  it("reads a block past Node's external-string threshold as the UTF-8 decoder does", () => {
    const block = encode("row | 4213.5 | ok\n".repeat(80_000));
    const texts = asciiTexts(block, [block.length - 18, 18])!;
    expect(texts.join("")).toBe(new TextDecoder().decode(block));
    expect(texts[1]).toBe("row | 4213.5 | ok\n");
  });

  it("refuses a block with any byte past ASCII", () => {
    expect(asciiTexts(encode("abc é"), [6])).toBeNull();
  });
});

describe("joinedAsciiTexts", () => {
  it("reads pieces as one text, and a later, smaller batch leaves the earlier texts as they were", () => {
    const rows = (label: string) => `${label} | 4213.5 | ok\n`.repeat(40_000);
    const first = joinedAsciiTexts([encode(rows("a")), encode(""), encode(rows("b"))]);
    const second = joinedAsciiTexts([encode("x|1"), encode("y|2")]);
    expect(first).toEqual([rows("a"), "", rows("b")]);
    expect(second).toEqual(["x|1", "y|2"]);
  });

  it("takes a single piece as it is, and refuses a batch holding one that is not ASCII", () => {
    expect(joinedAsciiTexts([encode("only")])).toEqual(["only"]);
    expect(joinedAsciiTexts([encode("fine"), encode("naïve")])).toBeNull();
  });

  it("gives readBundle the bundle it reads decoding each file alone", () => {
    const body = "region | revenue_usd_m | growth\nEMEA | 4,213.5 | 7.1%\n".repeat(12_000);
    // ~624 KB a call: the first six are decoded as one batch, the last two (one of them not ASCII) each alone.
    const calls = Array.from({ length: 8 }, (_, seq) => ({ tool: "search", input: { q: `q${seq}` }, body: seq === 7 ? `naïve ${body}` : body }));
    const files = () => filesOf({ ...snapshotContents({ research: { calls } }, { root: "trace" }), "report.md": "Revenue was 4,213.5." });
    const batched = readBundle(files(), { batchDecoder: joinedAsciiTexts });
    expect(batched).toEqual(readBundle(files()));
    expect(Object.values(batched.agents[0].callTexts)[7]).toContain("naïve region");
  });
});
