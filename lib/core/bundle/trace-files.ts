import { decodeText, type BatchDecoder, type BundleFiles } from "./files";
import type { BundleIssue } from "./issues";
import { joinPath, parentFolder } from "./paths";

/** The most bytes `readTexts` hands a batch decoder at once (a larger file goes alone). */
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The files under the bundle root, addressed by trace path, indexed once so per-agent lookups
 * stay linear in the number of files. Decoding goes through here so every non-UTF-8 file is
 * reported exactly once.
 */
export class TraceFiles {
  private readonly byFolder = new Map<string, string[]>();
  private readonly folders = new Set<string>();
  private readonly present = new Set<string>();

  constructor(
    private readonly files: BundleFiles,
    readonly root: string,
    private readonly warnings: BundleIssue[],
    private readonly batchDecoder?: BatchDecoder,
  ) {
    const prefix = root === "" ? "" : `${root}/`;
    for (const path of files.list()) {
      if (!path.startsWith(prefix)) continue;
      const tracePath = path.slice(prefix.length);
      this.present.add(tracePath);
      const folder = parentFolder(tracePath);
      const siblings = this.byFolder.get(folder);
      if (siblings) siblings.push(tracePath);
      else this.byFolder.set(folder, [tracePath]);
      for (let f = folder; f !== "" && !this.folders.has(f); f = parentFolder(f)) this.folders.add(f);
    }
  }

  /** The file path among the uploaded files, for warnings. */
  filePath(tracePath: string): string {
    return joinPath(this.root, tracePath);
  }

  has(tracePath: string): boolean {
    return this.present.has(tracePath);
  }

  /** True when at least one file lies somewhere below the folder. */
  hasFolder(folder: string): boolean {
    return this.folders.has(folder);
  }

  /** Trace paths of the folders directly inside a folder ("" for the root), in the order their first files are listed. */
  foldersIn(folder: string): string[] {
    return [...this.folders].filter((candidate) => parentFolder(candidate) === folder);
  }

  /** Trace paths of the files directly inside a folder, in listing order. */
  filesIn(folder: string): readonly string[] {
    return this.byFolder.get(folder) ?? [];
  }

  readText(tracePath: string): string | undefined {
    return readFileText(this.files, this.filePath(tracePath), this.warnings);
  }

  /**
   * The texts of the files at `tracePaths` that exist, in order. Given a batch decoder, up to
   * BATCH_BYTES of them are decoded at once; else each as it is read, so an archive's inflated
   * bytes are live one file at a time (lib/server/ingest).
   */
  readTexts(tracePaths: readonly string[]): [tracePath: string, text: string][] {
    const decode = this.batchDecoder;
    if (!decode) return tracePaths.flatMap((tracePath) => this.#textAt(tracePath));
    const texts: [string, string][] = [];
    let batch: TraceFile[] = [];
    let batchBytes = 0;
    for (const tracePath of tracePaths) {
      const bytes = this.files.read(this.filePath(tracePath));
      if (bytes === undefined) continue;
      if (batchBytes + bytes.length > BATCH_BYTES) {
        texts.push(...this.#decodeAll(batch, decode));
        batch = [];
        batchBytes = 0;
      }
      batch.push({ tracePath, bytes });
      batchBytes += bytes.length;
    }
    texts.push(...this.#decodeAll(batch, decode));
    return texts;
  }

  #textAt(tracePath: string): [string, string][] {
    const text = this.readText(tracePath);
    return text === undefined ? [] : [[tracePath, text]];
  }

  #decodeAll(batch: readonly TraceFile[], decode: BatchDecoder): [string, string][] {
    const decoded = decode(batch.map(({ bytes }) => bytes));
    return batch.map(({ tracePath, bytes }, index) => [tracePath, decoded ? decoded[index] : textOf(bytes, this.filePath(tracePath), this.warnings)]);
  }
}

interface TraceFile {
  tracePath: string;
  bytes: Uint8Array;
}

/** Decode one file's bytes, a warning added when they are not UTF-8. */
function textOf(bytes: Uint8Array, path: string, warnings: BundleIssue[]): string {
  const decoded = decodeText(bytes, path);
  if (decoded.warning) warnings.push(decoded.warning);
  return decoded.text;
}

/** Decode one file (by file path); undefined when absent, a warning when not UTF-8. */
export function readFileText(files: BundleFiles, path: string, warnings: BundleIssue[]): string | undefined {
  const bytes = files.read(path);
  return bytes === undefined ? undefined : textOf(bytes, path, warnings);
}
