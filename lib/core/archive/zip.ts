import { Inflate } from "fflate";
import { feedInChunks } from "./chunk-feed";
import { InflateError, type ArchiveCodec } from "./codec";
import type { ArchiveError } from "./errors";
import type { EntryKind, Extraction } from "./extraction";

const END_OF_CENTRAL_DIRECTORY = { signature: 0x06054b50, size: 22, maxCommentLength: 0xffff };
const ZIP64_LOCATOR = { signature: 0x07064b50, size: 20 };
const CENTRAL_HEADER = { signature: 0x02014b50, size: 46 };
const LOCAL_HEADER = { signature: 0x04034b50, size: 30 };
const ZIP64_MARKER = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
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
 * Reads a zip from its central directory (the authoritative listing: it alone carries the Unix
 * mode that marks symlinks). Every entry is vetted before any data is inflated.
 */
export async function readZip(bytes: Uint8Array, extraction: Extraction, codec: ArchiveCodec): Promise<void> {
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
  for (const { path, entry, compressed } of kept) {
    extraction.keepFile(path, await inflateEntry(entry, compressed, extraction, codec));
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

/**
 * Inflates an entry, checked against the limits by its declared size first. The declared size is
 * never trusted alone: output that would run past it stops the inflation at once.
 */
async function inflateEntry(entry: CentralEntry, compressed: Uint8Array, extraction: Extraction, codec: ArchiveCodec): Promise<Uint8Array> {
  extraction.ensureRoom(entry.size, entry.name);
  const content =
    entry.method === METHOD_DEFLATE && codec.inflateRaw
      ? await inflateWhole(entry, compressed, extraction, codec.inflateRaw)
      : await inflateInChunks(entry, compressed, extraction);
  if (content.length !== entry.size) {
    throw extraction.error("corrupt", `holds ${content.length} bytes, not its declared ${entry.size}; the zip is damaged.`, entry.name);
  }
  if (codec.crc32(content, 0) !== entry.crc) {
    throw extraction.error("corrupt", "fails its CRC check; the zip is damaged.", entry.name);
  }
  return content;
}

const overflowError = (entry: CentralEntry, extraction: Extraction): ArchiveError =>
  extraction.error("corrupt", `inflates to more than its declared ${entry.size} bytes; the zip is damaged or a bomb.`, entry.name);

const inflateFailure = (entry: CentralEntry, extraction: Extraction, reason: string): ArchiveError =>
  extraction.error("corrupt", `cannot be inflated (${reason}); the zip is damaged.`, entry.name);

/** One call into the host's inflater, capped at the declared size, which ensureRoom has already admitted. */
async function inflateWhole(
  entry: CentralEntry,
  compressed: Uint8Array,
  extraction: Extraction,
  inflateRaw: NonNullable<ArchiveCodec["inflateRaw"]>,
): Promise<Uint8Array> {
  let content: Uint8Array | undefined;
  try {
    content = inflateRaw(compressed, entry.size);
  } catch (error) {
    throw error instanceof InflateError ? inflateFailure(entry, extraction, error.message) : error;
  }
  if (content === undefined) throw overflowError(entry, extraction);
  extraction.expand(content.length, entry.name);
  extraction.consumeArchiveBytes(compressed.length);
  await extraction.reportProgress();
  return content;
}

/** Stored data, or DEFLATE through fflate, in limit-sized chunks into a buffer of the declared size. */
async function inflateInChunks(entry: CentralEntry, compressed: Uint8Array, extraction: Extraction): Promise<Uint8Array> {
  const content = new Uint8Array(entry.size);
  let written = 0;
  const append = (chunk: Uint8Array): void => {
    if (written + chunk.length > entry.size) throw overflowError(entry, extraction);
    content.set(chunk, written);
    written += chunk.length;
    extraction.expand(chunk.length, entry.name);
  };
  const inflater = entry.method === METHOD_DEFLATE ? new Inflate(append) : undefined;
  await feedInChunks(
    {
      input: compressed,
      push: (chunk, isLast) => (inflater ? inflater.push(chunk, isLast) : append(chunk)),
      // Sized by the archive-wide room, not this entry's declared size: a header that lies is caught
      // by append at the first byte past the declared size, while tiny per-entry chunks made
      // inflating thousands of small files several times slower.
      roomLeft: () => (inflater ? extraction.remainingBytes() : Number.POSITIVE_INFINITY),
      corrupt: (reason) => inflateFailure(entry, extraction, reason),
    },
    extraction,
  );
  return written === entry.size ? content : content.subarray(0, written);
}
