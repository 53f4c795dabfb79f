import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync, strToU8, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { ArchiveError, collectFolder, extractArchive, type ArchiveErrorCode, type ExtractOptions, type ExtractProgress } from "./index";

const MiB = 1024 * 1024;
const text = (content: Uint8Array | undefined): string => new TextDecoder().decode(content);

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

// ---- a tiny tar builder (ustar, GNU and pax headers) ----

interface TarEntrySpec {
  name: string;
  content?: string | Uint8Array;
  typeflag?: string;
  prefix?: string;
  gnu?: boolean;
  /** The size written in the header, when it should lie about the content. */
  declaredSize?: number;
}

function writeText(block: Uint8Array, offset: number, value: string): void {
  block.set(strToU8(value), offset);
}

function writeOctal(block: Uint8Array, offset: number, width: number, value: number): void {
  writeText(block, offset, value.toString(8).padStart(width - 1, "0") + "\0");
}

function tarEntry(spec: TarEntrySpec): Uint8Array {
  const content = typeof spec.content === "string" ? strToU8(spec.content) : (spec.content ?? new Uint8Array(0));
  const header = new Uint8Array(512);
  writeText(header, 0, spec.name);
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, spec.declaredSize ?? content.length);
  writeOctal(header, 136, 12, 0);
  writeText(header, 156, spec.typeflag ?? "0");
  writeText(header, 257, spec.gnu ? "ustar  \0" : "ustar\u000000");
  if (spec.prefix) writeText(header, 345, spec.prefix);
  header.fill(0x20, 148, 156);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  writeText(header, 148, checksum.toString(8).padStart(6, "0") + "\0 ");
  const padding = new Uint8Array((512 - (content.length % 512)) % 512);
  return concat(header, content, padding);
}

function paxEntry(records: Record<string, string>): Uint8Array {
  const lines = Object.entries(records).map(([key, value]) => {
    const body = ` ${key}=${value}\n`;
    const bodyLength = strToU8(body).length;
    let length = bodyLength + 1;
    while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
    return `${length}${body}`;
  });
  return tarEntry({ name: "PaxHeaders/entry", typeflag: "x", content: lines.join("") });
}

const gnuLongName = (name: string): Uint8Array =>
  tarEntry({ name: "././@LongLink", typeflag: "L", content: `${name}\0`, gnu: true });

const tar = (...entries: Uint8Array[]): Uint8Array => concat(...entries, new Uint8Array(1024));

// ---- helpers ----

async function expectRefusal(
  bytes: Uint8Array,
  code: ArchiveErrorCode,
  mentions: string[],
  options?: ExtractOptions,
): Promise<ArchiveError> {
  const error = await extractArchive(bytes, "upload.bin", options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  const archiveError = error as ArchiveError;
  expect(archiveError.code, archiveError.message).toBe(code);
  expect(archiveError.message).toContain('"upload.bin"');
  for (const mention of mentions) expect(archiveError.message).toContain(mention);
  return archiveError;
}

function recordProgress(): { reports: ExtractProgress[]; onProgress: (progress: ExtractProgress) => void } {
  const reports: ExtractProgress[] = [];
  return { reports, onProgress: (progress) => void reports.push(progress) };
}

const SAMPLE_FILES = { "run/manifest.json": '{"agents": []}\n', "run/report.md": "# Report\n", "run/a/calls/0000_x.txt": "é ✓\n" };

function sampleTar(): Uint8Array {
  return tar(
    tarEntry({ name: "run/", typeflag: "5" }),
    ...Object.entries(SAMPLE_FILES).map(([name, content]) => tarEntry({ name, content })),
  );
}

function asText(files: Map<string, Uint8Array>): Record<string, string> {
  return Object.fromEntries([...files].map(([name, content]) => [name, text(content)]));
}

function setU32(bytes: Uint8Array, offset: number, value: number): void {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, value, true);
}

function getU32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);
}

/** Offset of the first central directory record of a zip written by fflate (no comment). */
function centralDirectoryOffset(zip: Uint8Array): number {
  return getU32(zip, zip.length - 22 + 16);
}

// ---- tests ----

describe("formats", () => {
  it("extracts a zip, skipping directory entries", async () => {
    const zip = zipSync({ run: { "manifest.json": strToU8('{"agents": []}\n'), a: { calls: { "0000_x.txt": strToU8("é ✓\n") } } } });
    const result = await extractArchive(zip, "bundle.zip");
    expect(result.format).toBe("zip");
    expect(asText(result.files)).toEqual({ "run/manifest.json": '{"agents": []}\n', "run/a/calls/0000_x.txt": "é ✓\n" });
    expect(result.fileCount).toBe(2);
    expect(result.totalBytes).toBe(15 + strToU8("é ✓\n").length);
  });

  it.each(["bundle.tar.gz", "bundle.tgz"])("extracts a gzipped tar named %s", async (name) => {
    const result = await extractArchive(gzipSync(sampleTar()), name);
    expect(result.format).toBe("tar.gz");
    expect(asText(result.files)).toEqual(SAMPLE_FILES);
  });

  it("extracts a plain tar", async () => {
    const result = await extractArchive(sampleTar(), "bundle.tar");
    expect(result.format).toBe("tar");
    expect(asText(result.files)).toEqual(SAMPLE_FILES);
    expect(result.totalBytes).toBe(Object.values(SAMPLE_FILES).reduce((sum, content) => sum + strToU8(content).length, 0));
  });

  it("detects the format from the bytes, not the name", async () => {
    const result = await extractArchive(zipSync({ "a.txt": strToU8("zip inside") }), "looks-like.tar.gz");
    expect(result.format).toBe("zip");
    expect(asText(result.files)).toEqual({ "a.txt": "zip inside" });
  });

  it("reads a gzip made of several members", async () => {
    const whole = sampleTar();
    const members = concat(gzipSync(whole.subarray(0, 700)), gzipSync(whole.subarray(700)));
    expect(asText((await extractArchive(members, "split.tgz")).files)).toEqual(SAMPLE_FILES);
  });

  it("reads an empty zip (end record only) as no files", async () => {
    const empty = zipSync({});
    expect(empty.subarray(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 0x05, 0x06]));
    const result = await extractArchive(empty, "empty.zip");
    expect(result.fileCount).toBe(0);
    expect(result.totalBytes).toBe(0);
  });

  it("reads pax long names, ustar prefixes and GNU long names", async () => {
    const paxName = `run/${"agent_".repeat(30)}/calls/0000_é.txt`;
    const gnuName = `run/${"g".repeat(150)}.txt`;
    const archive = tar(
      paxEntry({ path: paxName }),
      tarEntry({ name: "truncated-name-ignored", content: "pax" }),
      tarEntry({ prefix: `run/${"p".repeat(100)}`, name: "prefixed.txt", content: "prefix" }),
      gnuLongName(gnuName),
      tarEntry({ name: gnuName.slice(0, 99), content: "gnu", gnu: true }),
    );
    const files = asText((await extractArchive(gzipSync(archive), "long.tgz")).files);
    expect(files).toEqual({ [paxName]: "pax", [`run/${"p".repeat(100)}/prefixed.txt`]: "prefix", [gnuName]: "gnu" });
  });

  it("takes the size from a pax header when it overrides the ustar field", async () => {
    const archive = tar(paxEntry({ size: "5" }), tarEntry({ name: "a.txt", content: "hello", declaredSize: 0 }));
    expect(asText((await extractArchive(archive, "pax-size.tar")).files)).toEqual({ "a.txt": "hello" });
  });

  it("normalises ./ prefixes written by `tar -C dir .`", async () => {
    const archive = tar(tarEntry({ name: "./", typeflag: "5" }), tarEntry({ name: "./run/report.md", content: "r" }));
    expect(asText((await extractArchive(archive, "dot.tar")).files)).toEqual({ "run/report.md": "r" });
  });

  it("ignores macOS junk in zips and tars", async () => {
    const junk = { "__MACOSX/run/._report.md": "fork", "run/.DS_Store": "finder", "run/._report.md": "fork", "run/report.md": "kept" };
    const zip = zipSync(Object.fromEntries(Object.entries(junk).map(([name, content]) => [name, strToU8(content)])));
    const tarball = tar(...Object.entries(junk).map(([name, content]) => tarEntry({ name, content })));
    for (const [bytes, name] of [[zip, "mac.zip"], [tarball, "mac.tar"]] as const) {
      expect(asText((await extractArchive(bytes, name)).files)).toEqual({ "run/report.md": "kept" });
    }
  });

  it("refuses an unknown format, naming the upload", async () => {
    await expectRefusal(strToU8('{"not": "an archive"}'), "unknown_format", ["not a zip, tar.gz or tar"]);
    await expectRefusal(new Uint8Array(0), "unknown_format", ["empty"]);
  });

  it("refuses a gzip that does not hold a tar", async () => {
    await expectRefusal(gzipSync(strToU8('{"manifest": true}')), "unknown_format", ["not a tar archive"]);
    await expectRefusal(gzipSync(new Uint8Array(2048).fill(0x41)), "unknown_format", ["not a tar archive"]);
  });
});

describe("unsafe entries refuse the whole archive", () => {
  const unsafeNames = ["../evil.txt", "run/../../evil.txt", "/etc/passwd", "C:/Windows/evil.dll", "C:evil.txt", "run\\..\\evil.txt"];

  it.each(unsafeNames)("zip entry %j", async (name) => {
    const zip = zipSync({ "run/report.md": strToU8("ok"), [name]: strToU8("payload") } as Zippable);
    const error = await expectRefusal(zip, "unsafe_path", [name]);
    expect(error.entry).toBe(name);
  });

  it.each(unsafeNames)("tar entry %j", async (name) => {
    const archive = tar(tarEntry({ name: "run/report.md", content: "ok" }), tarEntry({ name, content: "payload" }));
    const error = await expectRefusal(gzipSync(archive), "unsafe_path", [name]);
    expect(error.entry).toBe(name);
  });

  it("an unsafe name hidden in a pax header", async () => {
    await expectRefusal(tar(paxEntry({ path: "../../.bashrc" }), tarEntry({ name: "innocent.txt", content: "x" })), "unsafe_path", [
      "../../.bashrc",
    ]);
  });

  it("a zip symlink (S_IFLNK in the external attributes)", async () => {
    const zip = zipSync({ "run/report.md": strToU8("ok"), "run/link": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] });
    const error = await expectRefusal(zip, "link_entry", ['"run/link"', "symbolic link"]);
    expect(error.entry).toBe("run/link");
  });

  it.each([
    ["2", "symbolic link"],
    ["1", "hard link"],
  ])("a tar link (typeflag %s)", async (typeflag, kind) => {
    const archive = tar(tarEntry({ name: "run/report.md", content: "ok" }), tarEntry({ name: "run/link", typeflag }));
    await expectRefusal(gzipSync(archive), "link_entry", ['"run/link"', kind]);
    await expectRefusal(archive, "link_entry", ['"run/link"', kind]);
  });

  it("a path stored twice", async () => {
    await expectRefusal(tar(tarEntry({ name: "a.txt", content: "1" }), tarEntry({ name: "./a.txt", content: "2" })), "corrupt", [
      "stored twice",
    ]);
    await expectRefusal(zipSync({ "a.txt": strToU8("1"), "./a.txt": strToU8("2") }), "corrupt", ["stored twice"]);
  });

  it("a device entry in a tar", async () => {
    await expectRefusal(tar(tarEntry({ name: "dev/null", typeflag: "3" })), "unsupported", ['"dev/null"', 'type "3"']);
  });
});

describe("limits", () => {
  // Compressing 50 MiB takes seconds, so the zip bomb is built once and the tar.gz bomb is one
  // small gzip member of zeros repeated (multi-member gzip decodes to the concatenation).
  let zipBombBytes: Uint8Array | undefined;
  const zipBomb = (): Uint8Array => (zipBombBytes ??= zipSync({ "bomb.bin": new Uint8Array(50 * MiB) }));
  const zeroMember = gzipSync(new Uint8Array(MiB), { level: 9 });
  const BOMB_TIMEOUT_MS = 30_000;

  it("stops a tar.gz bomb while inflating, long before 50 MB exist", async () => {
    // 50 MiB of zeros behind a header that declares 1 KiB: only the stream count can catch it.
    const header = gzipSync(tarEntry({ name: "bomb.bin", content: new Uint8Array(1024) }));
    const bomb = concat(header, ...Array.from({ length: 50 }, () => zeroMember));
    const { reports, onProgress } = recordProgress();
    await expectRefusal(bomb, "too_large", ['"bomb.bin"', "10 MiB limit"], { maxTotalBytes: 10 * MiB, maxRatio: 1e9, onProgress });
    const last = reports[reports.length - 1];
    expect(last.uncompressedBytes).toBeLessThanOrEqual(10 * MiB);
    expect(last.archiveBytesRead).toBeLessThan(bomb.length / 3);
  });

  it("refuses a tar entry whose declared size breaks the limit before allocating it", async () => {
    const bomb = gzipSync(tarEntry({ name: "bomb.bin", content: new Uint8Array(MiB), declaredSize: 50 * MiB }));
    const { reports, onProgress } = recordProgress();
    await expectRefusal(bomb, "too_large", ['"bomb.bin"', "declared size"], { maxTotalBytes: 10 * MiB, onProgress });
    expect(reports.every((report) => report.uncompressedBytes < MiB)).toBe(true);
  });

  it(
    "refuses a zip bomb from its declared size without inflating anything",
    async () => {
      const { reports, onProgress } = recordProgress();
      await expectRefusal(zipBomb(), "too_large", ['"bomb.bin"', "10 MiB limit"], { maxTotalBytes: 10 * MiB, onProgress });
      expect(reports).toEqual([]);
    },
    BOMB_TIMEOUT_MS,
  );

  it(
    "stops a zip entry that inflates past a lying declared size",
    async () => {
      const bomb = zipBomb().slice();
      const lie = MiB;
      setU32(bomb, 22, lie); // local header: uncompressed size
      setU32(bomb, centralDirectoryOffset(bomb) + 24, lie);
      const { reports, onProgress } = recordProgress();
      await expectRefusal(bomb, "corrupt", ['"bomb.bin"', `more than its declared ${lie} bytes`], {
        maxTotalBytes: 10 * MiB,
        onProgress,
      });
      expect(reports.every((report) => report.uncompressedBytes <= lie)).toBe(true);
    },
    BOMB_TIMEOUT_MS,
  );

  it("refuses a zip of many small entries from their declared total before inflating any", async () => {
    // Each entry fits; together they declare 12 MiB against a 10 MiB limit (and 200:1 and more).
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`run/part-${i}.bin`, new Uint8Array(MiB)]));
    const zip = zipSync(files, { level: 9 });
    const { reports, onProgress } = recordProgress();
    let inflated = 0;
    const codec = { crc32: (chunk: Uint8Array, previous: number) => previous ^ chunk.length, inflateRaw: (_data: Uint8Array, max: number) => ((inflated += 1), new Uint8Array(max)) };
    await expectRefusal(zip, "too_large", ["12 MiB", "10 MiB limit"], { maxTotalBytes: 10 * MiB, maxRatio: 1e9, onProgress, codec });
    expect(inflated).toBe(0);
    expect(reports).toEqual([]);
    await expectRefusal(zip, "ratio_exceeded", ["12 MiB", "200:1"], { ratioFloorBytes: MiB, onProgress, codec });
    expect(inflated).toBe(0);
  });

  it("refuses an archive that expands past the ratio once over the floor", async () => {
    const twoMiB = new Uint8Array(2 * MiB);
    const options = { ratioFloorBytes: MiB };
    await expectRefusal(zipSync({ "a.bin": twoMiB }), "ratio_exceeded", ['"a.bin"', "200:1"], options);
    await expectRefusal(gzipSync(tar(tarEntry({ name: "a.bin", content: twoMiB }))), "ratio_exceeded", ['"a.bin"', "200:1"], options);
    await expectRefusal(concat(gzipSync(tar()), zeroMember, zeroMember), "ratio_exceeded", ["the archive expands past 200:1"], options);
  });

  it("lets tiny, very compressible text through the ratio limit (under the default floor)", async () => {
    const repetitive = strToU8("the same line of trace text\n".repeat(100_000));
    const zip = zipSync({ "run/notes.md": repetitive });
    expect(repetitive.length / zip.length).toBeGreaterThan(200);
    const result = await extractArchive(zip, "notes.zip");
    expect(result.totalBytes).toBe(repetitive.length);
  });

  it("refuses more files than maxFiles, not counting directories and junk", async () => {
    const three = { "a/1.txt": "1", "a/2.txt": "2", "a/3.txt": "3" };
    const junk = { "a/.DS_Store": "x", "__MACOSX/a/._1.txt": "x" };
    const zipOf = (files: Record<string, string>) =>
      zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(content)])));
    const tarOf = (files: Record<string, string>) =>
      tar(tarEntry({ name: "a/", typeflag: "5" }), ...Object.entries(files).map(([name, content]) => tarEntry({ name, content })));

    expect((await extractArchive(zipOf({ ...three, ...junk }), "ok.zip", { maxFiles: 3 })).fileCount).toBe(3);
    expect((await extractArchive(tarOf({ ...three, ...junk }), "ok.tar", { maxFiles: 3 })).fileCount).toBe(3);
    const four = { ...three, "a/4.txt": "4" };
    await expectRefusal(zipOf(four), "too_many_files", ["more files than the limit of 3"], { maxFiles: 3 });
    await expectRefusal(gzipSync(tarOf(four)), "too_many_files", ["more files than the limit of 3", '"a/4.txt"'], { maxFiles: 3 });
  });
});

describe("truncated and corrupt archives", () => {
  const zip = zipSync({ "run/report.md": strToU8("The price was $187.42.\n".repeat(20)), "run/notes.md": strToU8("notes") });

  it.each([
    ["cut in half", (bytes: Uint8Array) => bytes.subarray(0, bytes.length >> 1)],
    ["missing its last byte", (bytes: Uint8Array) => bytes.subarray(0, bytes.length - 1)],
    ["with bytes missing from its middle", (bytes: Uint8Array) => concat(bytes.subarray(0, 50), bytes.subarray(60))],
  ])("a zip %s", async (_label, damage) => {
    await expectRefusal(damage(zip), "corrupt", []);
  });

  it("a zip whose stored data fails its CRC", async () => {
    const stored = zipSync({ "run/report.md": strToU8("exact bytes") }, { level: 0 });
    stored[30 + "run/report.md".length] ^= 0xff;
    await expectRefusal(stored, "corrupt", ['"run/report.md"', "CRC"]);
  });

  it("a zip whose deflate data is damaged", async () => {
    const damaged = zip.slice();
    damaged.fill(0xff, 30 + "run/report.md".length, 30 + "run/report.md".length + 8);
    await expectRefusal(damaged, "corrupt", ['"run/report.md"']);
  });

  it("a zip whose local header names another file", async () => {
    const renamed = zip.slice();
    renamed.set(strToU8("run/REPORT.md"), 30);
    await expectRefusal(renamed, "corrupt", ["local header names a different file"]);
  });

  it("a zip whose entries share data (overlapping-files bomb)", async () => {
    // Entry "b" is hidden inside the stored data of "a"; its central record is appended to a's.
    const inner = zipSync({ b: strToU8("shared bytes") }, { level: 0 });
    const innerLocal = inner.subarray(0, centralDirectoryOffset(inner));
    const outer = zipSync({ a: innerLocal }, { level: 0 });
    const outerDirectory = outer.subarray(centralDirectoryOffset(outer), outer.length - 22);
    const innerRecord = inner.slice(centralDirectoryOffset(inner), inner.length - 22);
    setU32(innerRecord, 42, 30 + "a".length); // b's local header sits where a's data starts
    const directoryOffset = centralDirectoryOffset(outer);
    const end = outer.slice(outer.length - 22);
    new DataView(end.buffer).setUint16(8, 2, true);
    new DataView(end.buffer).setUint16(10, 2, true);
    setU32(end, 12, outerDirectory.length + innerRecord.length);
    const overlapping = concat(outer.subarray(0, directoryOffset), outerDirectory, innerRecord, end);
    await expectRefusal(overlapping, "corrupt", ['"b"', "shares its data", '"a"']);
  });

  it("a ZIP64 zip and an encrypted entry are refused as unsupported", async () => {
    const zip64 = zip.slice();
    setU32(zip64, centralDirectoryOffset(zip64) + 24, 0xffffffff);
    await expectRefusal(zip64, "unsupported", ["ZIP64"]);
    const encrypted = zip.slice();
    encrypted[centralDirectoryOffset(encrypted) + 8] |= 1;
    await expectRefusal(encrypted, "unsupported", ["encrypted"]);
  });

  const tgz = gzipSync(sampleTar());

  it.each([
    ["cut in the middle", (bytes: Uint8Array) => bytes.subarray(0, bytes.length >> 1), "cannot be inflated"],
    ["missing half its trailer", (bytes: Uint8Array) => bytes.subarray(0, bytes.length - 4), "CRC"],
    ["missing its whole trailer", (bytes: Uint8Array) => bytes.subarray(0, bytes.length - 8), "CRC"],
    ["cut inside its header", (bytes: Uint8Array) => bytes.subarray(0, 6), "cut off"],
    ["with a wrong CRC", (bytes: Uint8Array) => concat(bytes.subarray(0, bytes.length - 8), new Uint8Array(4), bytes.subarray(bytes.length - 4)), "CRC"],
  ])("a tar.gz %s", async (_label, damage, mention) => {
    await expectRefusal(damage(tgz), "corrupt", [mention]);
  });

  it("a tar.gz whose tar is cut off inside an entry", async () => {
    const cut = sampleTar().subarray(0, 512 * 4 + 100);
    await expectRefusal(gzipSync(cut), "corrupt", ["middle of this entry"]);
  });

  it("a plain tar cut off inside an entry, and one cut at a block boundary", async () => {
    const whole = sampleTar();
    await expectRefusal(whole.subarray(0, 512 * 2 + 3), "corrupt", ['"run/manifest.json"', "middle of this entry"]);
    await expectRefusal(whole.subarray(0, 512 * 3), "corrupt", ["without its end-of-archive marker"]);
  });

  it("a tar header with a bad checksum", async () => {
    const damaged = sampleTar();
    damaged[512 * 3 + 10] ^= 0x01; // a name byte of the header that follows run/manifest.json's data
    await expectRefusal(damaged, "corrupt", ['after entry "run/manifest.json"', "damaged (bad checksum or size)"]);
  });

  it("a malformed pax header", async () => {
    const broken = tar(tarEntry({ name: "PaxHeaders/x", typeflag: "x", content: "99 path=x\n" }), tarEntry({ name: "a.txt", content: "a" }));
    await expectRefusal(broken, "corrupt", ["pax extended header is malformed"]);
  });
});

describe("progress", () => {
  it("reports growing byte and entry counts, ending with the whole archive read", async () => {
    const archive = gzipSync(tar(...Array.from({ length: 40 }, (_, i) => tarEntry({ name: `run/${i}.txt`, content: `${i}`.repeat(4000) }))));
    const { reports, onProgress } = recordProgress();
    await extractArchive(archive, "progress.tgz", { onProgress });
    expect(reports.length).toBeGreaterThan(1);
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i].archiveBytesRead).toBeGreaterThanOrEqual(reports[i - 1].archiveBytesRead);
      expect(reports[i].uncompressedBytes).toBeGreaterThanOrEqual(reports[i - 1].uncompressedBytes);
      expect(reports[i].entriesRead).toBeGreaterThanOrEqual(reports[i - 1].entriesRead);
    }
    expect(reports[reports.length - 1]).toMatchObject({ archiveBytesRead: archive.length, archiveBytes: archive.length, entriesRead: 40 });
  });

  it("waits for an async progress callback", async () => {
    const order: string[] = [];
    const onProgress = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      order.push("progress");
    };
    await extractArchive(zipSync({ "a.txt": strToU8("a") }), "a.zip", { onProgress });
    order.push("done");
    expect(order[order.length - 1]).toBe("done");
    expect(order.length).toBeGreaterThan(1);
  });
});

describe("sample bundles", () => {

  function readFolder(root: string, relative = ""): Map<string, Uint8Array> {
    const files = new Map<string, Uint8Array>();
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const entryPath = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) for (const [name, content] of readFolder(root, entryPath)) files.set(name, content);
      else files.set(entryPath, new Uint8Array(readFileSync(path.join(root, entryPath))));
    }
    return files;
  }

  it.each(["minimal_pipeline", "clinical_summary", "deep_research"])("%s.zip holds the same files and bytes as its folder", async (name) => {
    const result = await extractArchive(new Uint8Array(readFileSync(fixtureBundle(`${name}.zip`))), `${name}.zip`);
    const folder = readFolder(fixtureBundle(name));
    const expected = new Map([...folder].map(([file, content]) => [`${name}/${file}`, content]));
    expect([...result.files.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) expect(result.files.get(file), file).toEqual(content);
    expect(result.fileCount).toBe(expected.size);
    expect(result.totalBytes).toBe([...expected.values()].reduce((sum, content) => sum + content.length, 0));
  });
});

describe("dropped folders", () => {
  const file = (path: string, content = "x") => ({ path, bytes: strToU8(content) });

  it("keep safe paths and skip macOS junk, as an archive does", () => {
    const files = collectFolder("run", [file("run/manifest.json", "{}"), file("run/./a//b.txt"), file("run/.DS_Store"), file("__MACOSX/run/._b.txt")]);
    expect([...files.keys()]).toEqual(["run/manifest.json", "run/a/b.txt"]);
  });

  it("refuse a path given twice instead of letting the last copy win", () => {
    expect(() => collectFolder("run", [file("run/report.md", "first"), file("run/report.md", "second")])).toThrow(/Folder "run", file "run\/report.md": is stored twice/);
  });

  it("refuse more files or more bytes than the archive limits allow, and unsafe paths", () => {
    const many = Array.from({ length: 4 }, (_, i) => file(`run/${i}.txt`));
    expect(() => collectFolder("run", many, { maxFiles: 3 })).toThrow(expect.objectContaining({ code: "too_many_files" }));
    expect(collectFolder("run", many, { maxFiles: 4 }).size).toBe(4);
    expect(() => collectFolder("run", [file("run/big.bin", "y".repeat(2048))], { maxTotalBytes: 1024 })).toThrow(expect.objectContaining({ code: "too_large" }));
    expect(() => collectFolder("run", [file("run/../../etc/passwd")])).toThrow(expect.objectContaining({ code: "unsafe_path" }));
  });
});
