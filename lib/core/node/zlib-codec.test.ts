import { readFileSync } from "node:fs";
import { deflateSync, gzipSync, strToU8, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { ArchiveError, crc32, extractArchive, InflateError, type ArchiveCodec, type ArchiveErrorCode } from "../archive";
import { zlibArchiveCodec } from "./zlib-codec";

const MiB = 1024 * 1024;

const u32At = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);
const setU32 = (bytes: Uint8Array, offset: number, value: number) => new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, value, true);
/** Offset of the first central directory record of a zip written by fflate (no comment). */
const centralDirectoryOffset = (zip: Uint8Array) => u32At(zip, zip.length - 22 + 16);

async function refusal(bytes: Uint8Array, codec: ArchiveCodec = zlibArchiveCodec, limits = {}): Promise<ArchiveError> {
  const error = await extractArchive(bytes, "upload.zip", { ...limits, codec }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

function expectRefused(error: ArchiveError, code: ArchiveErrorCode, ...mentions: string[]): void {
  expect(error.code, error.message).toBe(code);
  for (const mention of mentions) expect(error.message).toContain(mention);
}

describe("zlibArchiveCodec.crc32", () => {
  it("gives the standard check value and continues across chunks like the TypeScript CRC", () => {
    const data = strToU8("123456789");
    expect(zlibArchiveCodec.crc32(data, 0)).toBe(0xcbf43926);
    const random = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 2654435761) >>> 24);
    const whole = crc32(random, 0);
    expect(zlibArchiveCodec.crc32(random, 0)).toBe(whole);
    expect(zlibArchiveCodec.crc32(random.subarray(3000), zlibArchiveCodec.crc32(random.subarray(0, 3000), 0))).toBe(whole);
  });
});

describe("zlibArchiveCodec.inflateRaw", () => {
  const text = strToU8("inflate me ".repeat(1000));
  const deflated = deflateSync(text);

  it("inflates a raw DEFLATE stream of exactly the allowed size", () => {
    expect(zlibArchiveCodec.inflateRaw!(deflated, text.length)).toEqual(text);
  });

  it("returns undefined for a stream that would produce more than allowed", () => {
    expect(zlibArchiveCodec.inflateRaw!(deflated, text.length - 1)).toBeUndefined();
    expect(zlibArchiveCodec.inflateRaw!(deflated, 0)).toBeUndefined();
  });

  it("throws InflateError for data that is not DEFLATE or ends too soon", () => {
    expect(() => zlibArchiveCodec.inflateRaw!(new Uint8Array(16).fill(0xff), MiB)).toThrow(InflateError);
    expect(() => zlibArchiveCodec.inflateRaw!(deflated.subarray(0, deflated.length >> 1), MiB)).toThrow(InflateError);
  });
});

describe("extractArchive with zlibArchiveCodec", () => {
  it.each(["minimal_pipeline", "clinical_summary"])("extracts %s.zip exactly like the default codec", async (name) => {
    const bytes = new Uint8Array(readFileSync(fixtureBundle(`${name}.zip`)));
    const native = await extractArchive(bytes, `${name}.zip`, { codec: zlibArchiveCodec });
    const portable = await extractArchive(bytes, `${name}.zip`);
    expect(native.fileCount).toBeGreaterThan(5);
    expect(native).toEqual(portable);
  });

  it("reads deflated, stored and empty entries", async () => {
    const zip = zipSync({ "run/a.md": [strToU8("deflated ".repeat(50)), { level: 9 }], "run/b.md": [strToU8("stored"), { level: 0 }], "run/empty.md": strToU8("") });
    const { files } = await extractArchive(zip, "mixed.zip", { codec: zlibArchiveCodec });
    expect(Object.fromEntries([...files].map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]))).toEqual({
      "run/a.md": "deflated ".repeat(50),
      "run/b.md": "stored",
      "run/empty.md": "",
    });
  });

  const zip = zipSync({ "run/report.md": strToU8("The price was $187.42.\n".repeat(200)) });
  const entry = '"run/report.md"';

  it("refuses deflated data whose CRC does not match", async () => {
    const damaged = zip.slice();
    setU32(damaged, centralDirectoryOffset(damaged) + 16, u32At(damaged, centralDirectoryOffset(damaged) + 16) ^ 1);
    expectRefused(await refusal(damaged), "corrupt", entry, "CRC");
  });

  it("refuses stored data whose CRC does not match", async () => {
    const stored = zipSync({ "run/report.md": strToU8("exact bytes") }, { level: 0 });
    stored[30 + "run/report.md".length] ^= 0xff;
    expectRefused(await refusal(stored), "corrupt", entry, "CRC");
  });

  it("refuses damaged and cut-off deflate data", async () => {
    const damaged = zip.slice();
    damaged.fill(0xff, 30 + "run/report.md".length, 30 + "run/report.md".length + 8);
    expectRefused(await refusal(damaged), "corrupt", entry, "cannot be inflated");
    const cut = zip.slice();
    const compressedSize = centralDirectoryOffset(cut) + 20;
    setU32(cut, compressedSize, u32At(cut, compressedSize) >> 1);
    expectRefused(await refusal(cut), "corrupt", entry, "cannot be inflated");
  });

  it("stops an entry that inflates past its declared size, and refuses one that falls short", async () => {
    const bomb = zipSync({ "bomb.bin": new Uint8Array(4 * MiB) });
    setU32(bomb, centralDirectoryOffset(bomb) + 24, 1024);
    expectRefused(await refusal(bomb), "corrupt", '"bomb.bin"', "more than its declared 1024 bytes");
    const short = zip.slice();
    const declared = u32At(short, centralDirectoryOffset(short) + 24);
    setU32(short, centralDirectoryOffset(short) + 24, declared + 1);
    expectRefused(await refusal(short), "corrupt", entry, `not its declared ${declared + 1}`);
  });

  it("refuses an entry by its declared size without calling the inflater", async () => {
    const inflateRaw = vi.fn(zlibArchiveCodec.inflateRaw);
    const bomb = zipSync({ "bomb.bin": new Uint8Array(4 * MiB) });
    expectRefused(await refusal(bomb, { ...zlibArchiveCodec, inflateRaw }, { maxTotalBytes: MiB }), "too_large", '"bomb.bin"', "1 MiB limit");
    expect(inflateRaw).not.toHaveBeenCalled();
  });

  it("checks gzip members with the native CRC", async () => {
    const block = new Uint8Array(512);
    const tgz = gzipSync(block).slice();
    tgz[tgz.length - 8] ^= 1;
    expectRefused(await refusal(tgz), "corrupt", "CRC");
  });
});
