import { Buffer, isAscii } from "node:buffer";
import { decodeText, type DecodedText, type TextsDecoder } from "../bundle";

/**
 * Call files are decoded a block of several files at a time, not one by one. Node gives a text of
 * at least about 1 MB (its external-string threshold) memory of its own, from malloc, where a
 * smaller one lives on V8's heap, and a call file (~135 KB on bench/audit) is over V8's largest
 * regular object: each got pages mapped for it alone and unmapped when it was collected. On a VM
 * that hands freed pages back to its host, every audit of a 62 MB trace faulted them all in again
 * (~4 ns a byte: bench/audit's readBundle 250 ms → ~100 ms, sys time 250 → 50 ms). A block's
 * files are then slices of its one text, which V8 makes without copying.
 */
const BLOCK_BYTES = 4 * 1024 * 1024;

/** The texts of `block`'s consecutive pieces of `lengths` bytes when it is all ASCII (where Latin-1 reads as UTF-8 does), else null. */
export function asciiTexts(block: Uint8Array, lengths: readonly number[]): string[] | null {
  if (!isAscii(block)) return null;
  const text = Buffer.from(block.buffer, block.byteOffset, block.byteLength).toString("latin1");
  let at = 0;
  return lengths.map((length) => text.slice(at, (at += length)));
}

/** A `TextsDecoder` reading files a block at a time; a block that is not all ASCII is read file by file, as `decodeText` does. */
export const decodeInBlocks: TextsDecoder = (files) => {
  const decoded: DecodedText[] = [];
  let block: { path: string; bytes: Uint8Array }[] = [];
  let blockBytes = 0;
  const flush = () => {
    const bytes = block.length === 1 ? block[0].bytes : Buffer.concat(block.map((file) => file.bytes), blockBytes);
    const texts = asciiTexts(bytes, block.map((file) => file.bytes.length));
    block.forEach((file, index) => decoded.push(texts ? { text: texts[index] } : decodeText(file.bytes, file.path)));
    block = [];
    blockBytes = 0;
  };
  for (const file of files) {
    block.push(file);
    blockBytes += file.bytes.length;
    if (blockBytes >= BLOCK_BYTES) flush();
  }
  if (block.length > 0) flush();
  return decoded;
};
