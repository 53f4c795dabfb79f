import type { FileSink } from "./types";
import { decodeUtf8Replacing, encodeUtf8 } from "./values";

/** A write into a directory that was never made: what the file system would refuse. */
export class MissingDirectoryError extends Error {
  readonly code = "ENOENT";
  constructor(readonly path: string) {
    super(`no such directory for ${path}`);
    this.name = "MissingDirectoryError";
  }
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash > 0 ? path.slice(0, slash) : slash === 0 ? "/" : ".";
}

/**
 * In-memory FileSink for tests and the browser: path → bytes. Like a real file system it refuses
 * writes into directories nobody created, so a writer that forgets a mkdir fails here too.
 * Appends are kept as chunks and joined on read, so a long JSONL stays linear to build.
 */
export class MemoryFileSink implements FileSink {
  readonly directories = new Set<string>([".", "/"]);
  private readonly chunks = new Map<string, Uint8Array[]>();

  mkdir(path: string): void {
    for (let dir = path; !this.directories.has(dir); dir = parentOf(dir)) this.directories.add(dir);
  }

  writeFile(path: string, content: string | Uint8Array): void {
    this.requireParent(path);
    this.chunks.set(path, [typeof content === "string" ? encodeUtf8(content) : content.slice()]);
  }

  appendFile(path: string, text: string): void {
    this.requireParent(path);
    const existing = this.chunks.get(path);
    if (existing) existing.push(encodeUtf8(text));
    else this.chunks.set(path, [encodeUtf8(text)]);
  }

  /** Every written file path, in first-write order. */
  paths(): string[] {
    return [...this.chunks.keys()];
  }

  /** The file's bytes, or undefined when it was never written. */
  read(path: string): Uint8Array | undefined {
    const parts = this.chunks.get(path);
    if (!parts) return undefined;
    if (parts.length === 1) return parts[0];
    const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    this.chunks.set(path, [joined]);
    return joined;
  }

  /** The file decoded as UTF-8, or undefined when it was never written. */
  readText(path: string): string | undefined {
    const bytes = this.read(path);
    return bytes && decodeUtf8Replacing(bytes);
  }

  private requireParent(path: string): void {
    if (!this.directories.has(parentOf(path))) throw new MissingDirectoryError(path);
  }
}
