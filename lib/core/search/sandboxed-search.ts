/**
 * Confines any SearchFunction to allowed directories and files (spec §7.1). A blocked call never
 * reaches the backend; it returns the error text the LLM sees, naming what it may search.
 */
import { normpath, pyRepr } from "../python";
import type { SearchFunction, SearchOptions } from "../records";

export interface SandboxOptions {
  allowedDirs?: readonly string[];
  allowedFiles?: readonly string[];
}

export class SandboxedSearch {
  private readonly allowedDirs: string[];
  private readonly allowedFiles: string[];

  constructor(
    private readonly backend: SearchFunction,
    options: SandboxOptions = {},
  ) {
    this.allowedDirs = (options.allowedDirs ?? []).map(normpath);
    this.allowedFiles = (options.allowedFiles ?? []).map(normpath);
  }

  /** Whether `path` lies inside the sandbox; with no lists configured everything is allowed. */
  isAllowed(path: string): boolean {
    if (this.allowedDirs.length === 0 && this.allowedFiles.length === 0) return true;
    if (path === "") return false;
    const normalized = normpath(path);
    if (normalized.split("/").includes("..")) return false;
    if (this.allowedFiles.includes(normalized)) return true;
    return this.allowedDirs.some((dir) => normalized === dir || normalized.startsWith(`${dir}/`));
  }

  /** A SearchFunction: forwards the original path and options when allowed. */
  readonly search: SearchFunction = (pattern: string, path = "", options?: SearchOptions) => {
    if (!this.isAllowed(path)) {
      return (
        `ERROR: Path '${path}' is outside the allowed search sandbox. ` +
        `Allowed directories: ${pyRepr(this.allowedDirs)}, allowed files: ${pyRepr(this.allowedFiles)}.`
      );
    }
    return this.backend(pattern, path, options);
  };
}
