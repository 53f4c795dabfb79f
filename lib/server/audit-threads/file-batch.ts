import { asciiTexts } from "@/lib/core/node";
import type { FilePart } from "./messages";

/**
 * A message's file parts as they cross to an audit thread: their UTF-8 bytes one after another in
 * one buffer, moved to the thread (a transfer, not a copy), and each part's place and byte count.
 *
 * Cloned as strings, each of bench/audit's call texts (~135 KB) became a V8 large object on the
 * thread: pages mapped for it alone, unmapped when it is collected. On a VM that hands freed pages
 * back to its host (as this one does), every audit faulted them in again, ~4 ns a byte: receiving
 * 62 M characters kept each thread busy ~325 ms a run. As bytes, an ASCII batch is read as one text
 * (lib/core/node's `asciiTexts`), in malloc'd memory a long-lived thread can reuse from one audit
 * to the next (when its malloc has not given the memory back), each part a slice of it.
 */
export interface FileBatch {
  bytes: Uint8Array<ArrayBuffer>;
  parts: EncodedPart[];
}

/** A `FilePart` without its text, which is the next `bytes` bytes of its batch. */
export type EncodedPart = Omit<FilePart, "part"> & { bytes: number };

const encoder = new TextEncoder();
// A part may begin with U+FEFF, which is text like any other here, not a byte order mark.
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Where a part of `text` from `at` with room for `room` characters ends: never between the two halves of a character, which cross as UTF-8. */
export function partEnd(text: string, at: number, room: number): number {
  const end = Math.min(text.length, at + room);
  if (end === text.length || !isHighSurrogate(text.charCodeAt(end - 1))) return end;
  return end - 1 > at ? end - 1 : end + 1;
}

/** The parts' bytes as one buffer. A batch is nearly always ASCII, one byte a character, so that is tried first. */
export function encodeBatch(parts: readonly FilePart[]): FileBatch {
  const bytes = new Uint8Array(parts.reduce((chars, { part }) => chars + part.length, 0));
  const encoded: EncodedPart[] = [];
  let offset = 0;
  for (const { part, ...place } of parts) {
    const { read, written } = encoder.encodeInto(part, bytes.subarray(offset));
    if (read !== part.length || written !== read) return encodeAnyBatch(parts);
    encoded.push({ ...place, bytes: written });
    offset += written;
  }
  return { bytes, parts: encoded };
}

function encodeAnyBatch(parts: readonly FilePart[]): FileBatch {
  const pieces = parts.map(({ part }) => encoder.encode(part));
  const bytes = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return { bytes, parts: parts.map(({ path, at, length }, index) => ({ path, at, length, bytes: pieces[index].length })) };
}

/** The parts with their texts again, as `encodeBatch` was given them. */
export function decodeBatch({ bytes, parts }: FileBatch): FilePart[] {
  const texts = asciiTexts(bytes, parts.map((part) => part.bytes));
  let offset = 0;
  return parts.map(({ bytes: length, ...place }, index) => {
    const part = texts ? texts[index] : decoder.decode(bytes.subarray(offset, offset + length));
    offset += length;
    return { ...place, part };
  });
}
