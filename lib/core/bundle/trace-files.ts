import { decodeText, type BundleFiles } from "./files";
import type { BundleIssue } from "./issues";
import { joinPath, parentFolder } from "./paths";

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
}

/** Decode one file (by file path); undefined when absent, a warning when not UTF-8. */
export function readFileText(files: BundleFiles, path: string, warnings: BundleIssue[]): string | undefined {
  const bytes = files.read(path);
  if (bytes === undefined) return undefined;
  const decoded = decodeText(bytes, path);
  if (decoded.warning) warnings.push(decoded.warning);
  return decoded.text;
}
