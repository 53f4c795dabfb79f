import { feedInChunks } from "./chunk-feed";
import type { Extraction } from "./extraction";
import type { ArchiveCodec } from "./codec";
import { gunzipInChunks } from "./gzip";
import { BLOCK_BYTES, cString, isZeroBlock, paddingAfter, parsePaxRecords, parseTarHeader } from "./tar-header";

// pax and GNU long-name records hold a few names; anything bigger is not a real header.
const MAX_METADATA_BYTES = 1024 * 1024;

/** Fills `buffer`, then hands it on: one header block, or one entry's payload. */
interface Collector {
  buffer: Uint8Array;
  filled: number;
  onFull(bytes: Uint8Array): void;
}

/** What pax ("x") and GNU long-name ("L") headers say about the entry that follows them. */
interface Overrides {
  path?: string;
  size?: number;
}

/**
 * Reads a tar stream pushed in arbitrary chunks, so limits act while a tar.gz is being inflated.
 * Understands ustar (with prefix), pax extended headers and GNU long names.
 */
class TarStreamReader {
  private collector: Collector = this.headerCollector();
  private skipBytes = 0;
  private ended = false;
  private sawHeader = false;
  private overrides: Overrides = {};
  private entryName: string | undefined;

  constructor(private readonly extraction: Extraction) {}

  /** The entry being read, for error messages raised while inflating. */
  get currentEntry(): string | undefined {
    return this.entryName;
  }

  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length && !this.ended) {
      if (this.skipBytes > 0) {
        const skipped = Math.min(this.skipBytes, chunk.length - offset);
        this.skipBytes -= skipped;
        offset += skipped;
        continue;
      }
      const collector = this.collector;
      const taken = Math.min(collector.buffer.length - collector.filled, chunk.length - offset);
      collector.buffer.set(chunk.subarray(offset, offset + taken), collector.filled);
      collector.filled += taken;
      offset += taken;
      if (collector.filled === collector.buffer.length) collector.onFull(collector.buffer);
    }
  }

  /** Requires the end-of-archive marker: without it a tar cut at a block boundary would pass as whole. */
  finish(): void {
    if (this.ended) return;
    if (!this.sawHeader) {
      throw this.extraction.error("unknown_format", "the data inside is not a tar archive (or is cut off before its first header).");
    }
    const betweenEntries = this.skipBytes === 0 && this.collector.filled === 0 && this.collector.buffer.length === BLOCK_BYTES;
    throw betweenEntries
      ? this.extraction.error("corrupt", "the tar ends without its end-of-archive marker; it is cut off.")
      : this.extraction.error("corrupt", "the tar ends in the middle of this entry; it is cut off.", this.entryName);
  }

  private headerCollector(): Collector {
    return {
      buffer: new Uint8Array(BLOCK_BYTES),
      filled: 0,
      onFull: (block) => {
        this.collector = this.headerCollector();
        this.onHeader(block);
      },
    };
  }

  private onHeader(block: Uint8Array): void {
    // One zero block is enough to end: what follows (the second one, record padding) carries nothing.
    if (isZeroBlock(block)) {
      this.ended = true;
      return;
    }
    const header = parseTarHeader(block);
    if (!this.sawHeader && !header.isUstar) throw this.extraction.error("unknown_format", "the gzip data is not a tar archive.");
    this.sawHeader = true;
    if (!header.checksumMatches || header.size === undefined) {
      const after = this.entryName === undefined ? "" : ` after entry "${this.entryName}"`;
      throw this.extraction.error("corrupt", `a tar header${after} is damaged (bad checksum or size).`);
    }
    const headerSize = header.size;
    switch (header.typeflag) {
      case "x":
        return this.readMetadata(headerSize, (data) => this.applyPax(data));
      case "L":
        return this.readMetadata(headerSize, (data) => (this.overrides.path = cString(data)));
      case "g": // global pax defaults (comments, mtimes): nothing extraction uses
      case "K": // GNU long link target: belongs to a link entry, which is refused anyway
        return this.skipPayload(headerSize);
    }
    const name = this.overrides.path ?? header.name;
    const size = this.overrides.size ?? headerSize;
    this.overrides = {};
    this.entryName = name;
    switch (header.typeflag) {
      case "0":
      case "\0":
      case "7": // contiguous file: a regular file everywhere that matters
        return this.readFile(name, size);
      case "5":
        this.extraction.admitEntry(name, "directory");
        return this.skipPayload(size);
      case "1":
      case "2": // admitEntry refuses links, throwing
        this.extraction.admitEntry(name, header.typeflag === "1" ? "hardlink" : "symlink");
        return;
      default:
        throw this.extraction.error(
          "unsupported",
          `has tar entry type "${header.typeflag}" (device, FIFO, sparse or volume), which a trace bundle never holds.`,
          name,
        );
    }
  }

  private readFile(name: string, size: number): void {
    const path = this.extraction.admitEntry(name, "file");
    if (path === undefined) return this.skipPayload(size);
    this.extraction.ensureRoom(size, name);
    this.readPayload(size, (content) => this.extraction.keepFile(path, content));
  }

  private readMetadata(size: number, apply: (data: Uint8Array) => void): void {
    if (size > MAX_METADATA_BYTES) {
      throw this.extraction.error("corrupt", "a pax or GNU long-name header is implausibly large; the tar is damaged.");
    }
    this.readPayload(size, apply);
  }

  private applyPax(data: Uint8Array): void {
    const records = parsePaxRecords(data);
    const size = records?.get("size");
    if (records === undefined || (size !== undefined && !/^\d+$/.test(size))) {
      throw this.extraction.error("corrupt", "a pax extended header is malformed; the tar is damaged.");
    }
    const path = records.get("path");
    if (path !== undefined) this.overrides.path = path;
    if (size !== undefined) this.overrides.size = Number(size);
  }

  /** Collects `size` bytes for `onFull`, then skips the padding to the next header. */
  private readPayload(size: number, onFull: (bytes: Uint8Array) => void): void {
    this.collector = {
      buffer: new Uint8Array(size),
      filled: 0,
      onFull: (bytes) => {
        this.skipBytes = paddingAfter(size);
        this.collector = this.headerCollector();
        onFull(bytes);
      },
    };
    if (size === 0) this.collector.onFull(this.collector.buffer);
  }

  private skipPayload(size: number): void {
    this.skipBytes = size + paddingAfter(size);
  }
}

/**
 * Reads a plain tar or a tar.gz. The limits count the tar stream itself (headers included) as it
 * is produced, so a tar.gz bomb stops while inflating, even inside entries that are skipped.
 */
export async function readTar(bytes: Uint8Array, extraction: Extraction, compression: "gzip" | "none", codec: ArchiveCodec): Promise<void> {
  const tar = new TarStreamReader(extraction);
  const consume = (chunk: Uint8Array): void => {
    extraction.expand(chunk.length, tar.currentEntry);
    tar.push(chunk);
  };
  if (compression === "gzip") {
    await gunzipInChunks(bytes, extraction, consume, () => tar.currentEntry, codec);
  } else {
    await feedInChunks({ input: bytes, push: consume, roomLeft: () => Number.POSITIVE_INFINITY }, extraction);
  }
  tar.finish();
}
