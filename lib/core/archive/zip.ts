import type { ArchiveCodec } from "./codec";
import type { ArchiveError } from "./errors";
import type { EntryKind, Extraction } from "./extraction";
import { inflateEntry, METHOD_DEFLATE, METHOD_STORED, type ReadBudget } from "./zip-entry";

const END_OF_CENTRAL_DIRECTORY = { signature: 0x06054b50, size: 22, maxCommentLength: 0xffff };
const ZIP64_LOCATOR = { signature: 0x07064b50, size: 20 };
const CENTRAL_HEADER = { signature: 0x02014b50, size: 46 };
const LOCAL_HEADER = { signature: 0x04034b50, size: 30 };
const ZIP64_MARKER = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
// Unix file type bits, stored in the upper 16 bits of the external attributes.
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;

// Zips without the UTF-8 flag are nominally CP437, but macOS and most modern tools write UTF-8 there.
const nameDecoder = new TextDecoder("utf-8");

interface CentralEntry {
  name: string;
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  kind: EntryKind;
}

interface KeptEntry {
  path: string;
  entry: CentralEntry;
  /** From the local header to the end of the compressed data: the span no other entry may share. */
  span: { start: number; end: number };
  compressed: Uint8Array;
}

/** Bounds-checked little-endian reads: a field past the end means the zip is cut off, never a RangeError. */
class FieldReader {
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly cutOff: (entry?: string) => ArchiveError,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  u16(offset: number, entry?: string): number {
    if (offset + 2 > this.bytes.length) throw this.cutOff(entry);
    return this.view.getUint16(offset, true);
  }

  u32(offset: number, entry?: string): number {
    if (offset + 4 > this.bytes.length) throw this.cutOff(entry);
    return this.view.getUint32(offset, true);
  }

  slice(offset: number, length: number, entry?: string): Uint8Array {
    if (offset + length > this.bytes.length) throw this.cutOff(entry);
    return this.bytes.subarray(offset, offset + length);
  }
}

/**
 * Opens a zip from its central directory (the authoritative listing: it alone carries the Unix
 * mode that marks symlinks). Every entry is vetted here, before any data is inflated; each file is
 * then inflated only when it is read (ZipFiles).
 */
export function openZip(bytes: Uint8Array, extraction: Extraction, codec: ArchiveCodec): ZipFiles {
  const reader = new FieldReader(bytes, (entry) =>
    extraction.error("corrupt", "the zip ends in the middle of a record; it is cut off or damaged.", entry),
  );
  const kept: KeptEntry[] = [];
  for (const entry of readCentralDirectory(reader, bytes.length, extraction)) {
    const path = extraction.admitEntry(entry.name, entry.kind);
    if (path === undefined) continue;
    refuseUnsupported(entry, extraction);
    kept.push({ path, entry, ...locateData(reader, entry, extraction) });
  }
  refuseOverlaps(kept, extraction);
  // Declared sizes first, one entry and then all of them: nothing is inflated for an archive whose
  // own directory says it breaks a limit (each of many small entries may fit while their sum does not).
  for (const { entry } of kept) extraction.ensureRoom(entry.size, entry.name);
  extraction.ensureDeclaredTotal(kept.reduce((sum, { entry }) => sum + entry.size, 0), "its central directory");
  return new ZipFiles(kept, extraction, codec);
}

/**
 * A vetted zip's files, each inflated and checked (size, CRC) every time it is read. Nothing is
 * kept, so a file's bytes live only as long as the reader holds them.
 */
export class ZipFiles {
  readonly format = "zip";
  private readonly byPath: ReadonlyMap<string, KeptEntry>;
  private readonly paths: readonly string[];
  /** Files read once already: their bytes count toward the limits, and a second read is not counted again. */
  private readonly counted = new Set<string>();

  constructor(
    kept: readonly KeptEntry[],
    private readonly extraction: Extraction,
    private readonly codec: ArchiveCodec,
  ) {
    this.byPath = new Map(kept.map((entry) => [entry.path, entry]));
    this.paths = kept.map((entry) => entry.path);
  }

  list(): readonly string[] {
    return this.paths;
  }

  read(path: string): Uint8Array | undefined {
    const kept = this.byPath.get(path);
    if (kept === undefined) return undefined;
    const { entry, compressed } = kept;
    const firstRead = !this.counted.has(path);
    if (firstRead) this.extraction.ensureRoom(entry.size, entry.name);
    const budget: ReadBudget = firstRead
      ? { roomLeft: () => this.extraction.remainingBytes(), expand: (byteCount) => this.extraction.expand(byteCount, entry.name) }
      : { roomLeft: () => entry.size, expand: () => undefined };
    const content = inflateEntry(entry, compressed, this.extraction, this.codec, budget);
    this.counted.add(path);
    return content;
  }

  /** Reads, and drops, every file not read yet: damage in a file the caller never needed still refuses the archive. */
  readRest(): void {
    for (const path of this.paths) if (!this.counted.has(path)) this.read(path);
  }
}

function readCentralDirectory(reader: FieldReader, byteLength: number, extraction: Extraction): CentralEntry[] {
  const end = findEndOfCentralDirectory(reader, byteLength, extraction);
  if (end >= ZIP64_LOCATOR.size && reader.u32(end - ZIP64_LOCATOR.size) === ZIP64_LOCATOR.signature) {
    throw extraction.error("unsupported", "it is a ZIP64 archive, which Cairn does not read (bundles stay far below 4 GiB).");
  }
  const entryCount = reader.u16(end + 10);
  const directorySize = reader.u32(end + 12);
  const directoryOffset = reader.u32(end + 16);
  if (directoryOffset + directorySize > end) {
    throw extraction.error("corrupt", "its central directory points outside the file; the zip is cut off or damaged.");
  }
  const entries: CentralEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (reader.u32(at) !== CENTRAL_HEADER.signature) {
      throw extraction.error("corrupt", `central directory record ${index + 1} of ${entryCount} is damaged.`);
    }
    const nameLength = reader.u16(at + 28);
    const nameBytes = reader.slice(at + CENTRAL_HEADER.size, nameLength);
    const name = nameDecoder.decode(nameBytes);
    const compressedSize = reader.u32(at + 20, name);
    const size = reader.u32(at + 24, name);
    const localHeaderOffset = reader.u32(at + 42, name);
    if (compressedSize === ZIP64_MARKER || size === ZIP64_MARKER || localHeaderOffset === ZIP64_MARKER) {
      throw extraction.error("unsupported", "uses ZIP64 sizes, which Cairn does not read.", name);
    }
    const fileType = (reader.u32(at + 38, name) >>> 16) & S_IFMT;
    entries.push({
      name,
      nameBytes,
      flags: reader.u16(at + 8, name),
      method: reader.u16(at + 10, name),
      crc: reader.u32(at + 16, name),
      compressedSize,
      size,
      localHeaderOffset,
      kind: fileType === S_IFLNK ? "symlink" : name.endsWith("/") || fileType === S_IFDIR ? "directory" : "file",
    });
    at += CENTRAL_HEADER.size + nameLength + reader.u16(at + 30, name) + reader.u16(at + 32, name);
  }
  if (at > directoryOffset + directorySize) {
    throw extraction.error("corrupt", "its central directory is longer than declared; the zip is damaged.");
  }
  return entries;
}

/** The record sits at the very end, before a comment of up to 64 KiB; search backwards for it. */
function findEndOfCentralDirectory(reader: FieldReader, byteLength: number, extraction: Extraction): number {
  const { signature, size, maxCommentLength } = END_OF_CENTRAL_DIRECTORY;
  const lowest = Math.max(0, byteLength - size - maxCommentLength);
  for (let at = byteLength - size; at >= lowest; at--) {
    if (reader.u32(at) === signature) return at;
  }
  throw extraction.error("corrupt", "its end-of-central-directory record is missing; the zip is cut off or damaged.");
}

function refuseUnsupported(entry: CentralEntry, extraction: Extraction): void {
  if (entry.flags & FLAG_ENCRYPTED) {
    throw extraction.error("unsupported", "is encrypted; password-protected zips cannot be read.", entry.name);
  }
  if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE) {
    throw extraction.error("unsupported", `uses compression method ${entry.method}; only stored and deflate are read.`, entry.name);
  }
}

function locateData(reader: FieldReader, entry: CentralEntry, extraction: Extraction): Omit<KeptEntry, "path" | "entry"> {
  const start = entry.localHeaderOffset;
  if (reader.u32(start, entry.name) !== LOCAL_HEADER.signature) {
    throw extraction.error("corrupt", "its local header is missing; the zip is damaged.", entry.name);
  }
  const nameLength = reader.u16(start + 26, entry.name);
  const extraLength = reader.u16(start + 28, entry.name);
  const localName = reader.slice(start + LOCAL_HEADER.size, nameLength, entry.name);
  // Tools that read local headers would see another file here: refuse rather than pick a side.
  if (!sameBytes(localName, entry.nameBytes)) {
    throw extraction.error("corrupt", "its local header names a different file than the central directory.", entry.name);
  }
  const dataStart = start + LOCAL_HEADER.size + nameLength + extraLength;
  const compressed = reader.slice(dataStart, entry.compressedSize, entry.name);
  return { span: { start, end: dataStart + entry.compressedSize }, compressed };
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, i) => byte === right[i]);
}

/** Entries sharing compressed data let a small zip expand enormously (the "overlapping files" bomb). */
function refuseOverlaps(kept: KeptEntry[], extraction: Extraction): void {
  const byOffset = [...kept].sort((left, right) => left.span.start - right.span.start);
  for (let i = 1; i < byOffset.length; i++) {
    const previous = byOffset[i - 1];
    if (previous.span.end > byOffset[i].span.start) {
      throw extraction.error("corrupt", `shares its data with entry "${previous.entry.name}"; overlapping entries are refused.`, byOffset[i].entry.name);
    }
  }
}
