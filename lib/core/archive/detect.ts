export type ArchiveFormat = "zip" | "tar.gz" | "tar";

const TAR_MAGIC_OFFSET = 257;
const TAR_MAGIC = [0x75, 0x73, 0x74, 0x61, 0x72]; // "ustar", shared by POSIX and GNU headers

function startsWith(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

/** The format from magic bytes; the file name is never trusted. A gzip is assumed to hold a tar. */
export function detectArchiveFormat(bytes: Uint8Array): ArchiveFormat | undefined {
  if (startsWith(bytes, 0, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, 0, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  if (startsWith(bytes, 0, [0x1f, 0x8b])) return "tar.gz";
  if (startsWith(bytes, TAR_MAGIC_OFFSET, TAR_MAGIC)) return "tar";
  return undefined;
}
