import { Gunzip } from "fflate";
import { feedInChunks } from "./chunk-feed";
import type { ArchiveCodec } from "./codec";
import type { Extraction } from "./extraction";

const MIN_MEMBER_BYTES = 18; // 10-byte header + 8-byte trailer
const TRAILER_BYTES = 8;

/**
 * Streams a (possibly multi-member) gzip into `onData`, within the extraction's limits.
 * fflate's Gunzip neither checks the trailer's CRC-32 and length nor notices a missing trailer,
 * so each member's output is checked here against the trailer that ends it.
 */
export async function gunzipInChunks(
  bytes: Uint8Array,
  extraction: Extraction,
  onData: (chunk: Uint8Array) => void,
  currentEntry: () => string | undefined,
  codec: ArchiveCodec,
): Promise<void> {
  let crc = 0;
  let memberBytes = 0;
  const checkTrailer = (trailerEnd: number): void => {
    const trailer = new DataView(bytes.buffer, bytes.byteOffset + trailerEnd - TRAILER_BYTES, TRAILER_BYTES);
    // The trailer stores the length modulo 2^32.
    if (crc !== trailer.getUint32(0, true) || memberBytes % 2 ** 32 !== trailer.getUint32(4, true)) {
      throw extraction.error("corrupt", "the gzip data fails its CRC check; it is cut off or damaged.");
    }
    crc = 0;
    memberBytes = 0;
  };
  if (bytes.length < MIN_MEMBER_BYTES) throw extraction.error("corrupt", "the gzip data is cut off.");
  const gunzip = new Gunzip((chunk) => {
    crc = codec.crc32(chunk, crc);
    memberBytes += chunk.length;
    onData(chunk);
  });
  gunzip.onmember = (memberStart) => checkTrailer(memberStart);
  await feedInChunks(
    {
      input: bytes,
      push: (chunk, isLast) => gunzip.push(chunk, isLast),
      roomLeft: () => extraction.remainingBytes(),
      corrupt: (reason) => extraction.error("corrupt", `the gzip data cannot be inflated (${reason}); it is cut off or damaged.`, currentEntry()),
    },
    extraction,
  );
  checkTrailer(bytes.length);
}
