import zlib from "node:zlib";
import { crc32 as typescriptCrc32, InflateError, type ArchiveCodec } from "../archive";

// zlib.crc32 arrived in Node 20.15 and 22.2; Cairn runs on Node 20.9 and later.
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

const errorCode = (error: unknown): unknown => (error instanceof Error ? (error as Error & { code?: unknown }).code : undefined);

/** zlib reports bad data with a Z_* code (Z_DATA_ERROR; Z_BUF_ERROR for data that ends too soon). */
const isZlibDataError = (error: unknown): error is Error => String(errorCode(error)).startsWith("Z_");

const isOverLimit = (error: unknown): boolean => errorCode(error) === "ERR_BUFFER_TOO_LARGE";

/**
 * One output buffer one byte larger than allowed: a stream that fills it has broken the limit, so
 * zlib stops there (maxOutputLength) and never allocates a second buffer or copies into a third.
 */
function inflateRaw(compressed: Uint8Array, maxBytes: number): Uint8Array | undefined {
  let inflated: Buffer;
  try {
    inflated = zlib.inflateRawSync(compressed, { chunkSize: Math.max(64, maxBytes + 1), maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    if (isOverLimit(error)) return undefined;
    throw isZlibDataError(error) ? new InflateError(error.message) : error;
  }
  if (inflated.length > maxBytes) return undefined;
  return new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
}

/** node:zlib for archive extraction on the server: native inflate, and native CRC-32 where Node has it. */
export const zlibArchiveCodec: ArchiveCodec = {
  crc32: nativeCrc32 ? (chunk, previous) => nativeCrc32(chunk, previous) : typescriptCrc32,
  inflateRaw,
};
