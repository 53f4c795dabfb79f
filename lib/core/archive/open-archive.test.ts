import { inflateSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { damagedZip } from "@/fixtures/archives";
import { ArchiveError, crc32, openArchive, type ArchiveCodec, type ArchiveFiles, type ExtractOptions } from "./index";

const MiB = 1024 * 1024;
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** fflate's inflate behind the codec interface, recording how much each call was allowed to produce. */
function countingCodec(): ArchiveCodec & { allowed: number[] } {
  const allowed: number[] = [];
  return {
    allowed,
    crc32,
    inflateRaw(compressed, maxBytes) {
      allowed.push(maxBytes);
      const inflated = inflateSync(compressed);
      return inflated.length > maxBytes ? undefined : inflated;
    },
  };
}

function refusalOf(read: () => unknown): ArchiveError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveError);
    return error as ArchiveError;
  }
  throw new Error("expected the read to refuse the archive");
}

const files = {
  "run/manifest.json": strToU8('{"agents": {}}\n'),
  "run/a/calls/0000_x.txt": strToU8("row 1\n".repeat(500)),
  "run/report.md": strToU8("# Report\n"),
};

describe("openArchive", () => {
  it("lists every kept file and inflates none until one is read", async () => {
    const codec = countingCodec();
    const archive: ArchiveFiles = await openArchive(zipSync({ ...files, "run/dir/": new Uint8Array(0), "run/.DS_Store": strToU8("x") }), "a.zip", { codec });
    expect(archive.format).toBe("zip");
    expect(archive.list()).toEqual(Object.keys(files));
    expect(codec.allowed).toEqual([]);
    expect(text(archive.read("run/a/calls/0000_x.txt"))).toBe("row 1\n".repeat(500));
    expect(codec.allowed).toEqual([3000]);
    expect(archive.read("run/absent.txt")).toBeUndefined();
  });

  it("refuses at opening what the central directory shows: unsafe paths, too many files, declared sizes over a limit", async () => {
    const refusal = (bytes: Uint8Array, options: ExtractOptions = {}) => openArchive(bytes, "up.zip", options).then(() => undefined, (error: unknown) => error as ArchiveError);
    expect(await refusal(zipSync({ "../escape.txt": strToU8("x") }))).toMatchObject({ code: "unsafe_path", entry: "../escape.txt" });
    expect(await refusal(zipSync(files), { maxFiles: 2 })).toMatchObject({ code: "too_many_files" });
    const codec = countingCodec();
    const big = zipSync({ "run/a.bin": new Uint8Array(2 * MiB), "run/b.bin": new Uint8Array(2 * MiB) });
    expect((await refusal(big, { maxTotalBytes: 3 * MiB, codec }))?.message).toContain("central directory declares 4 MiB");
    expect((await refusal(big, { ratioFloorBytes: MiB, codec }))?.code).toBe("ratio_exceeded");
    expect(codec.allowed).toEqual([]);
  });

  it.each([
    ["node:zlib-like codec", countingCodec()],
    ["default TypeScript codec", undefined],
  ])("with the %s, refuses a bomb read last, never inflating past its declared size", async (_label, codec) => {
    // 8 MiB of zeros that its records say is 100 bytes: the earlier files read, the bomb stops at byte 101.
    const zip = damagedZip(zipSync({ ...files, "run/zeros.md": new Uint8Array(8 * MiB) }), "run/zeros.md", { kind: "declaredSize", bytes: 100 });
    const archive = await openArchive(zip, "up.zip", { codec });
    for (const path of Object.keys(files)) expect(archive.read(path)).toEqual(files[path as keyof typeof files]);
    const error = refusalOf(() => archive.read("run/zeros.md"));
    expect(error.code).toBe("corrupt");
    expect(error.message).toBe('Archive "up.zip", entry "run/zeros.md": inflates to more than its declared 100 bytes; the zip is damaged or a bomb.');
    if (codec) expect(codec.allowed.at(-1)).toBe(100);
  });

  it("refuses an entry whose data fails its CRC when it is read", async () => {
    const archive = await openArchive(damagedZip(zipSync(files), "run/report.md", { kind: "crc" }), "up.zip", { codec: countingCodec() });
    expect(text(archive.read("run/manifest.json"))).toBe('{"agents": {}}\n');
    expect(refusalOf(() => archive.read("run/report.md")).message).toBe('Archive "up.zip", entry "run/report.md": fails its CRC check; the zip is damaged.');
  });

  it("reads a file again with the same bytes, counting it once against the limits", async () => {
    const total = Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0);
    const archive = await openArchive(zipSync(files), "up.zip", { maxTotalBytes: total });
    for (let round = 0; round < 3; round++) {
      for (const [path, bytes] of Object.entries(files)) expect(archive.read(path)).toEqual(bytes);
    }
  });

  it("readRest reads only the files not read yet and refuses damage in them", async () => {
    const codec = countingCodec();
    const archive = await openArchive(damagedZip(zipSync(files), "run/report.md", { kind: "crc" }), "up.zip", { codec });
    archive.read("run/manifest.json");
    expect(refusalOf(() => archive.readRest())).toMatchObject({ code: "corrupt", entry: "run/report.md" });
    expect(codec.allowed).toHaveLength(3);

    const whole = await openArchive(zipSync(files), "up.zip", { codec });
    for (const path of Object.keys(files)) whole.read(path);
    codec.allowed.length = 0;
    whole.readRest();
    expect(codec.allowed).toEqual([]);
  });

  it("holds a tar's files as its stream was read, with nothing left for readRest", async () => {
    const archive = await openArchive(oneFileTar("a.txt", "x"), "up.tar");
    expect(archive.format).toBe("tar");
    expect(archive.list()).toEqual(["a.txt"]);
    expect(text(archive.read("a.txt"))).toBe("x");
    archive.readRest();
  });
});

/** A ustar archive of one small file: header, one data block, end-of-archive blocks. */
function oneFileTar(name: string, content: string): Uint8Array {
  const tar = new Uint8Array(512 * 4);
  const field = (offset: number, value: string) => tar.set(strToU8(value), offset);
  field(0, name);
  field(100, "0000644\0");
  field(124, `${content.length.toString(8).padStart(11, "0")}\0`);
  field(156, "0");
  field(257, "ustar\u000000");
  tar.fill(0x20, 148, 156);
  field(148, `${tar.subarray(0, 512).reduce((sum, byte) => sum + byte, 0).toString(8).padStart(6, "0")}\0 `);
  field(512, content);
  return tar;
}
