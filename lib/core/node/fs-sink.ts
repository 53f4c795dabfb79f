import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import type { FileSink } from "../snapshot";

/**
 * The Snapshot writer's FileSink on the real file system. Synchronous like the sink contract, so
 * a record's seq, flat file and JSONL line are written without yielding to other captures.
 */
export class FsFileSink implements FileSink {
  mkdir(path: string): void {
    mkdirSync(path, { recursive: true });
  }

  writeFile(path: string, content: string | Uint8Array): void {
    writeFileSync(path, content);
  }

  appendFile(path: string, text: string): void {
    appendFileSync(path, text, "utf8");
  }
}
