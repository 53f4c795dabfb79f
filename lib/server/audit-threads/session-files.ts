import type { FigureArrays } from "@/lib/core/figure-index";
import type { FilePart } from "./messages";

/**
 * An audit thread's copies of its sessions' source files, by session and path. A file arrives in
 * parts, one file at a time; a part at 0 begins it again, so a file the server stopped sending
 * (its hop was cancelled) is dropped rather than joined to the next. Beside them, the figures read
 * of the files, by this thread or another (whose the server sends only after the text they were
 * read from): a new text at the path drops them.
 */
export class SessionFiles {
  readonly #bySession = new Map<number, Map<string, string>>();
  readonly #figures = new Map<number, Map<string, FigureArrays>>();
  #crossing: { session: number; path: string; parts: string[]; received: number } | null = null;

  receive(session: number, { path, at, length, part }: FilePart): void {
    if (at === 0) {
      this.#crossing = { session, path, parts: [], received: 0 };
      this.#figures.get(session)?.delete(path);
    }
    const crossing = this.#crossing;
    if (!crossing || crossing.session !== session || crossing.path !== path || crossing.received !== at) return;
    crossing.parts.push(part);
    crossing.received += part.length;
    if (crossing.received < length) return;
    this.#crossing = null;
    let files = this.#bySession.get(session);
    if (!files) this.#bySession.set(session, (files = new Map()));
    files.set(path, crossing.parts.length === 1 ? crossing.parts[0] : crossing.parts.join(""));
  }

  /** A hop's source files, in the order of `paths`, from the copies held for `session`. */
  sourceFiles(session: number, paths: readonly string[]): Record<string, string> {
    const files = this.#bySession.get(session);
    const sourceFiles: Record<string, string> = {};
    for (const path of paths) {
      const text = files?.get(path);
      if (text === undefined) throw new Error(`the audit thread does not hold ${path}`);
      sourceFiles[path] = text;
    }
    return sourceFiles;
  }

  addFigures(session: number, path: string, arrays: FigureArrays): void {
    let figures = this.#figures.get(session);
    if (!figures) this.#figures.set(session, (figures = new Map()));
    figures.set(path, arrays);
  }

  /** The figures read of the text held at `path`, if this thread has read them or they have come from another. */
  figures(session: number, path: string): FigureArrays | undefined {
    return this.#figures.get(session)?.get(path);
  }

  close(session: number): void {
    this.#bySession.delete(session);
    this.#figures.delete(session);
    if (this.#crossing?.session === session) this.#crossing = null;
  }
}
