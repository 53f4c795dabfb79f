import { crc32 } from "./crc32";

/**
 * The byte-crunching an extraction delegates, so a host with native code can supply faster
 * versions (the server passes node:zlib's: lib/core/node/zlib-codec.ts). Only the arithmetic is
 * delegated: every limit, path check and CRC comparison stays in the extractor.
 */
export interface ArchiveCodec {
  /** CRC-32 of `chunk`, continuing from `previous` (0 to start). */
  crc32(chunk: Uint8Array, previous: number): number;
  /**
   * Inflates one whole raw DEFLATE stream, or returns undefined when it would produce more than
   * `maxBytes`, never allocating much beyond that. Throws InflateError for data that is not DEFLATE.
   * Without it, zip entries are fed to fflate in limit-sized chunks.
   */
  inflateRaw?(compressed: Uint8Array, maxBytes: number): Uint8Array | undefined;
}

/** Damaged DEFLATE data, as an ArchiveCodec's inflateRaw reports it. */
export class InflateError extends Error {
  override name = "InflateError";
}

/** Pure TypeScript: runs anywhere lib/core does, the browser included. */
export const DEFAULT_ARCHIVE_CODEC: ArchiveCodec = { crc32 };
