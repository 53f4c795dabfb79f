import { Inflate } from "fflate";
import { chunksFed } from "./chunk-feed";
import { InflateError, type ArchiveCodec } from "./codec";
import type { ArchiveError } from "./errors";
import type { Extraction } from "./extraction";

export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;

/** What inflating needs of an entry's central directory record. */
export interface EntryRecord {
  name: string;
  method: number;
  crc: number;
  size: number;
}

/**
 * Where one read's bytes are counted. The first read of an entry counts toward the archive's
 * limits; reading it again produces the same bytes, already counted, so it is held to the
 * declared size alone.
 */
export interface ReadBudget {
  /** Bytes the read may still produce before a limit trips (sizes fflate's input chunks). */
  roomLeft(): number;
  expand(byteCount: number): void;
}

/**
 * Inflates one entry synchronously and checks it. The declared size is never trusted alone:
 * output that would run past it stops the inflation at once; short output or a CRC mismatch
 * refuses the archive.
 */
export function inflateEntry(entry: EntryRecord, compressed: Uint8Array, extraction: Extraction, codec: ArchiveCodec, budget: ReadBudget): Uint8Array {
  const content =
    entry.method === METHOD_DEFLATE && codec.inflateRaw
      ? inflateWhole(entry, compressed, extraction, codec.inflateRaw, budget)
      : inflateInChunks(entry, compressed, extraction, budget);
  if (content.length !== entry.size) {
    throw extraction.error("corrupt", `holds ${content.length} bytes, not its declared ${entry.size}; the zip is damaged.`, entry.name);
  }
  if (codec.crc32(content, 0) !== entry.crc) {
    throw extraction.error("corrupt", "fails its CRC check; the zip is damaged.", entry.name);
  }
  return content;
}

const overflowError = (entry: EntryRecord, extraction: Extraction): ArchiveError =>
  extraction.error("corrupt", `inflates to more than its declared ${entry.size} bytes; the zip is damaged or a bomb.`, entry.name);

const inflateFailure = (entry: EntryRecord, extraction: Extraction, reason: string): ArchiveError =>
  extraction.error("corrupt", `cannot be inflated (${reason}); the zip is damaged.`, entry.name);

/** One call into the host's inflater, capped at the declared size, which ensureRoom has already admitted. */
function inflateWhole(
  entry: EntryRecord,
  compressed: Uint8Array,
  extraction: Extraction,
  inflateRaw: NonNullable<ArchiveCodec["inflateRaw"]>,
  budget: ReadBudget,
): Uint8Array {
  let content: Uint8Array | undefined;
  try {
    content = inflateRaw(compressed, entry.size);
  } catch (error) {
    throw error instanceof InflateError ? inflateFailure(entry, extraction, error.message) : error;
  }
  if (content === undefined) throw overflowError(entry, extraction);
  budget.expand(content.length);
  extraction.consumeArchiveBytes(compressed.length);
  return content;
}

/** Stored data, or DEFLATE through fflate, in limit-sized chunks into a buffer of the declared size. */
function inflateInChunks(entry: EntryRecord, compressed: Uint8Array, extraction: Extraction, budget: ReadBudget): Uint8Array {
  const content = new Uint8Array(entry.size);
  let written = 0;
  const append = (chunk: Uint8Array): void => {
    if (written + chunk.length > entry.size) throw overflowError(entry, extraction);
    content.set(chunk, written);
    written += chunk.length;
    budget.expand(chunk.length);
  };
  const inflater = entry.method === METHOD_DEFLATE ? new Inflate(append) : undefined;
  const chunks = chunksFed(
    {
      input: compressed,
      push: (chunk, isLast) => (inflater ? inflater.push(chunk, isLast) : append(chunk)),
      // Sized by the archive-wide room, not this entry's declared size: a header that lies is caught
      // by append at the first byte past the declared size, while tiny per-entry chunks made
      // inflating thousands of small files several times slower.
      roomLeft: () => (inflater ? budget.roomLeft() : Number.POSITIVE_INFINITY),
      corrupt: (reason) => inflateFailure(entry, extraction, reason),
    },
    extraction,
  );
  while (!chunks.next().done) continue;
  return written === entry.size ? content : content.subarray(0, written);
}
