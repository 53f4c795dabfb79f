import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { decodeEach, readBundle } from "../bundle";
import { readBundleDir } from "./bundle-dir";
import { asciiTexts, decodeInBlocks } from "./decode-in-blocks";

const encode = (text: string) => new TextEncoder().encode(text);
/** An ASCII call text of about `size` bytes, different for each `seed`. */
const callText = (seed: number, size: number) => `[call ${seed}]\n${`row ${seed} | ${seed * 7}.5 | ok\n`.repeat(Math.ceil(size / 24))}`.slice(0, size);

describe("asciiTexts", () => {
  it("cuts an ASCII block into its pieces", () => {
    expect(asciiTexts(encode("abc\ndefg"), [3, 1, 4])).toEqual(["abc", "\n", "defg"]);
  });

  it("refuses a block with any byte past ASCII", () => {
    expect(asciiTexts(encode("abc é"), [6])).toBeNull();
  });
});

describe("decodeInBlocks", () => {
  it("gives each file the text and warning decodeEach gives, across several blocks and with files that are not ASCII", () => {
    const files = [
      ...Array.from({ length: 40 }, (_, seed) => ({ path: `a/calls/${seed}.txt`, bytes: encode(callText(seed, 150_000 + seed)) })),
      { path: "a/calls/empty.txt", bytes: new Uint8Array(0) },
      { path: "a/calls/utf8.txt", bytes: encode("revenue rose 4.2% — to €1.3 billion\n") },
      { path: "a/calls/bad.txt", bytes: new Uint8Array([0x34, 0x32, 0xff, 0x0a]) },
      { path: "a/calls/bom.txt", bytes: new Uint8Array([0xef, 0xbb, 0xbf, 0x31, 0x0a]) },
      ...Array.from({ length: 3 }, (_, seed) => ({ path: `b/calls/${seed}.txt`, bytes: encode(callText(100 + seed, 2_000)) })),
    ];
    const decoded = decodeInBlocks(files);
    expect(decoded).toEqual(decodeEach(files));
    expect(decoded.filter((file) => file.warning).map((file) => file.warning!.file)).toEqual(["a/calls/bad.txt"]);
    expect(decoded[0].text.startsWith("[call 0]\nrow 0 | 0.5 | ok\n")).toBe(true);
  });

  it("reads the sample bundles' call files as each-on-its-own decoding does", async () => {
    for (const sample of ["clinical_summary", "minimal_pipeline"]) {
      const files = await readBundleDir(fixtureBundle(sample));
      const inBlocks = readBundle(files, { decodeTexts: decodeInBlocks });
      const each = readBundle(files);
      expect(inBlocks.agents.map((agent) => agent.callTexts)).toEqual(each.agents.map((agent) => agent.callTexts));
      expect(Object.keys(inBlocks.agents[0].callTexts).length).toBeGreaterThan(0);
      expect(inBlocks.warnings).toEqual(each.warnings);
    }
  });
});
