import type { BundleIssue } from "./issues";

/**
 * A read-only view of a bundle's files: relative POSIX paths ("trace/manifest.json") to bytes.
 * The archive extractor and the Node folder reader both produce one, so the readers never touch a
 * file system. Only files are listed; folders exist implicitly through the paths.
 */
export interface BundleFiles {
  list(): readonly string[];
  read(path: string): Uint8Array | undefined;
}

/** A BundleFiles over an in-memory map (e.g. an extracted archive); the map's order is the listing order. */
export function bundleFilesFromEntries(entries: ReadonlyMap<string, Uint8Array>): BundleFiles {
  const paths = [...entries.keys()];
  return { list: () => paths, read: (path) => entries.get(path) };
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const lenientUtf8 = new TextDecoder("utf-8");

/**
 * Decodes several files' bytes together, as a platform may do faster than one `decodeText` each
 * (lib/core/node's `joinedAsciiTexts`): each piece's text, or null when it will not take them all,
 * and each is decoded alone.
 */
export type BatchDecoder = (pieces: readonly Uint8Array[]) => string[] | null;

export interface DecodedText {
  text: string;
  /** Set when the bytes were not valid UTF-8 (bad sequences became U+FFFD). */
  warning?: BundleIssue;
}

/** UTF-8 with replacement; audit-fence writes UTF-8 everywhere, so anything else is worth a warning. */
export function decodeText(bytes: Uint8Array, file: string): DecodedText {
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return {
      text: lenientUtf8.decode(bytes),
      warning: { file, message: "not valid UTF-8; undecodable bytes were replaced with U+FFFD" },
    };
  }
}
