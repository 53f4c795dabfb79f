import type { ArchiveError } from "./errors";
import type { Extraction } from "./extraction";

// DEFLATE cannot expand its input more than about 1032:1. Sizing each input chunk to the room left
// divided by that bound means one push can overshoot a limit by at most one small chunk's output,
// so a bomb is stopped long before its full size is ever allocated.
const MAX_DEFLATE_EXPANSION = 1032;
const MIN_CHUNK_BYTES = 1024;
const MAX_CHUNK_BYTES = 64 * 1024;

export function inputChunkSize(roomLeftBytes: number): number {
  return Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, Math.floor(roomLeftBytes / MAX_DEFLATE_EXPANSION)));
}

export interface ChunkFeed {
  input: Uint8Array;
  /** Called with every chunk in order; `isLast` is true exactly once, for the final (possibly empty) chunk. */
  push(chunk: Uint8Array, isLast: boolean): void;
  /** Bytes the decoder may still produce before a limit trips (see inputChunkSize). */
  roomLeft(): number;
  /** The error shown when a decoder (fflate) rejects the data; absent when no decoder is involved. */
  corrupt?(reason: string): ArchiveError;
}

/** fflate reports bad data with an Error carrying a numeric code; anything else is a real bug and is rethrown. */
function isDecoderError(error: unknown): error is Error {
  return error instanceof Error && typeof (error as { code?: unknown }).code === "number";
}

/**
 * Pushes the input through a decoder in limit-aware chunks, pausing after each one: an extraction
 * that reports progress waits for it there (feedInChunks), a synchronous read runs straight through.
 */
export function* chunksFed(feed: ChunkFeed, extraction: Extraction): Generator<void, void, void> {
  const { input } = feed;
  let offset = 0;
  do {
    const end = Math.min(input.length, offset + inputChunkSize(feed.roomLeft()));
    try {
      feed.push(input.subarray(offset, end), end === input.length);
    } catch (error) {
      throw feed.corrupt && isDecoderError(error) ? feed.corrupt(error.message) : error;
    }
    extraction.consumeArchiveBytes(end - offset);
    offset = end;
    yield;
  } while (offset < input.length);
}

/** chunksFed, reporting progress after every chunk. */
export async function feedInChunks(feed: ChunkFeed, extraction: Extraction): Promise<void> {
  const chunks = chunksFed(feed, extraction);
  while (!chunks.next().done) await extraction.reportProgress();
}
