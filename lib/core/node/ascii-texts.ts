import { Buffer, isAscii } from "node:buffer";

/**
 * Texts of ASCII bytes, read as Latin-1 (which reads ASCII as UTF-8 does) so Node keeps a text of
 * over ~1 MB (its external-string threshold) in malloc'd memory, which a process reading more
 * texts later can reuse, instead of a V8 large object whose pages are unmapped when it is
 * collected and faulted in fresh by the next (README: what that costs on this VM).
 */

/** The texts of `block`'s consecutive pieces of `lengths` bytes when it is all ASCII (where Latin-1 reads as UTF-8 does), else null. */
export function asciiTexts(block: Uint8Array, lengths: readonly number[]): string[] | null {
  if (!isAscii(block)) return null;
  const text = Buffer.from(block.buffer, block.byteOffset, block.byteLength).toString("latin1");
  const texts: string[] = [];
  let at = 0;
  for (const length of lengths) texts.push(text.slice(at, (at += length)));
  return texts;
}

/** Kept between calls, grown to the largest joined batch: the pieces are copied here, and out again by `toString`. */
let scratch = new Uint8Array(0);

/** The texts of `pieces` when every one is ASCII, read as one text (`asciiTexts`), else null: lib/core/bundle's `BatchDecoder`. */
export function joinedAsciiTexts(pieces: readonly Uint8Array[]): string[] | null {
  if (pieces.length === 1) return asciiTexts(pieces[0], [pieces[0].length]);
  const size = pieces.reduce((total, piece) => total + piece.length, 0);
  if (scratch.length < size) scratch = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    scratch.set(piece, at);
    at += piece.length;
  }
  return asciiTexts(scratch.subarray(0, size), pieces.map((piece) => piece.length));
}
