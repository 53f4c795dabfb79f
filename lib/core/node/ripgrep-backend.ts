/**
 * audit-fence's RipgrepBackend (spec §7.2): runs `rg` on files under a root and returns its output
 * relativised to the root. Asynchronous, so a slow search never blocks the event loop. Output is
 * byte-identical to MemorySearchBackend on the same files (both go through finishSearchOutput).
 */
import { spawn } from "node:child_process";
import { accessSync, constants as fsConstants, statSync } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import type { SearchOptions } from "../records";
import {
  DEFAULT_MAX_MATCHES,
  EMPTY_PATTERN_ERROR,
  SEARCH_TIMEOUT_ERROR,
  clampContext,
  finishSearchOutput,
  isBlankPattern,
  noMatchesMessage,
  pathNotFoundError,
  regexErrorMessage,
  ripgrepFailedError,
} from "../search";

const DEFAULT_TIMEOUT_MS = 15_000;

/** Python's FileNotFoundError from the constructor when no `rg` can be found. */
export class RipgrepNotFoundError extends Error {
  readonly code = "ripgrep-not-found";
  constructor() {
    super("ripgrep (rg) not found. Install with: apt install ripgrep / brew install ripgrep / pip install ripgrep");
    this.name = "RipgrepNotFoundError";
  }
}

export interface RipgrepBackendOptions {
  /** Output lines kept before the truncation notice (audit-fence's `max_matches`). */
  maxMatches?: number;
  /** The `rg` executable; looked up on PATH when absent. */
  rgPath?: string;
  /** Kill `rg` after this long; audit-fence uses 15 s and its message says so. */
  timeoutMs?: number;
}

interface RipgrepRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export class RipgrepBackend {
  readonly root: string;
  readonly maxMatches: number;
  private readonly rgPath: string;
  private readonly timeoutMs: number;

  constructor(root = ".", options: RipgrepBackendOptions = {}) {
    this.root = path.resolve(root);
    this.maxMatches = options.maxMatches ?? DEFAULT_MAX_MATCHES;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const rgPath = options.rgPath ?? findOnPath("rg");
    if (!rgPath) throw new RipgrepNotFoundError();
    this.rgPath = rgPath;
  }

  /** A SearchFunction: `(pattern, path?, {context, caseInsensitive})`. */
  readonly search = async (pattern: string, searchPath = "", options: SearchOptions = {}): Promise<string> => {
    if (!pattern || isBlankPattern(pattern)) return EMPTY_PATTERN_ERROR;
    // Python's os.path.join: an absolute path replaces the root, nothing is normalised.
    const target = searchPath === "" ? this.root : path.isAbsolute(searchPath) ? searchPath : `${this.root}/${searchPath}`;
    if (!(await exists(target))) return pathNotFoundError(searchPath);
    let run: RipgrepRun | "timeout";
    try {
      run = await this.runRipgrep(this.argv(pattern, target, options));
    } catch (error) {
      return ripgrepFailedError(error instanceof Error ? error.message : String(error));
    }
    if (run === "timeout") return SEARCH_TIMEOUT_ERROR;
    if (run.exitCode === 1) return noMatchesMessage(pattern);
    if (run.exitCode === 2) return regexErrorMessage(run.stderr);
    return finishSearchOutput(this.relativise(run.stdout), this.maxMatches);
  };

  /**
   * audit-fence's argv plus three flags that make the output deterministic and parseable:
   * `--sort path` (a fixed file order), `--null` (a NUL after the path, so every line, context
   * lines included, is relativised exactly) and `--no-config` (no user RIPGREP_CONFIG_PATH).
   */
  private argv(pattern: string, target: string, options: SearchOptions): string[] {
    const argv = ["--no-config", "--no-heading", "--with-filename", "--null", "--sort", "path", "--max-columns", "500", "-n"];
    if (options.caseInsensitive ?? true) argv.push("-i");
    const context = clampContext(options.context);
    if (context > 0) argv.push("-C", String(context));
    if (pattern.startsWith("-")) argv.push("-e", pattern);
    else argv.push(pattern);
    argv.push(target);
    return argv;
  }

  private runRipgrep(argv: string[]): Promise<RipgrepRun | "timeout"> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.rgPath, argv, { stdio: ["ignore", "pipe", "pipe"] });
      const stdout: Uint8Array[] = [];
      const stderr: Uint8Array[] = [];
      let timedOut = false;
      // Answer at once rather than on "close": a grandchild could keep the pipes open.
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
        child.stdout.destroy();
        child.stderr.destroy();
        resolve("timeout");
      }, this.timeoutMs);
      child.stdout.on("data", (chunk: Uint8Array) => stdout.push(chunk));
      child.stderr.on("data", (chunk: Uint8Array) => stderr.push(chunk));
      child.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on("close", (exitCode) => {
        clearTimeout(timer);
        if (!timedOut) resolve({ exitCode, stdout: decodeUtf8(stdout), stderr: decodeUtf8(stderr) });
      });
    });
  }

  /** `/root/dir/file\0LINE:text` → `dir/file:LINE:text`; paths outside the root stay absolute. */
  private relativise(stdout: string): string {
    const rootPrefix = `${this.root}/`;
    return stdout
      .split("\n")
      .map((line) => {
        const nul = line.indexOf("\0");
        if (nul < 0) return line;
        const absolute = path.resolve(line.slice(0, nul));
        const shown = absolute.startsWith(rootPrefix) ? absolute.slice(rootPrefix.length) : line.slice(0, nul);
        const rest = line.slice(nul + 1);
        const separator = /^\d+-/.test(rest) ? "-" : ":";
        return `${shown}${separator}${rest}`;
      })
      .join("\n");
  }
}

function decodeUtf8(chunks: Uint8Array[]): string {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}

async function exists(target: string): Promise<boolean> {
  try {
    await access(target);
    return true;
  } catch {
    return false;
  }
}

/** shutil.which: the first executable regular file named `name` on PATH. */
function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, fsConstants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return undefined;
}
