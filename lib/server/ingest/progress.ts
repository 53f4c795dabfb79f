/** What ingest reports while it works, streamed to the uploader until the run opens. */
export type IngestProgress =
  | { phase: "extracting"; entries: number; bytesRead: number; bytesTotal: number }
  | { phase: "parsing"; files: number }
  | { phase: "storing"; filesStored: number; filesTotal: number; toolCallsStored: number; toolCallsTotal: number };
