import { z } from "zod";
import type { ApiErrorBody } from "./errors";

/** An upload's options: the fields of a multipart upload, or the query of a raw archive body. */
export const uploadOptions = z.object({
  name: z.string().trim().max(200).optional(),
  report: z.string().trim().max(1000).optional(),
  duplicate: z.enum(["allow", "refuse"]).default("refuse"),
});
export type UploadOptions = z.infer<typeof uploadOptions>;

/** The upload API's answers. With `Accept: application/x-ndjson` the server streams one event per line. */

export interface BundleWarning {
  file: string;
  line?: number;
  message: string;
}

export interface IngestedRunDto {
  id: string;
  name: string;
  sessionId: string;
  incomplete: boolean;
  agents: { name: string; toolCalls: number; errors: number; traceBytes: number; artifacts: string[] }[];
  edges: [string, string][];
  totals: { agents: number; toolCalls: number; errors: number; artifacts: number; traceBytes: number };
  warnings: BundleWarning[];
  /** Secrets (keys, tokens, passwords) masked before anything was stored. */
  redactedSecrets: number;
}

export type UploadAnswer = { status: "created"; run: IngestedRunDto } | { status: "duplicate"; run: { id: string; name: string } };

/** What ingest reports while it works, streamed to the uploader until the run opens. */
export type IngestProgress =
  | { phase: "extracting"; entries: number; bytesRead: number; bytesTotal: number }
  /** `filesRead` of the bundle's `files` read and parsed so far (a zip's entries are inflated as they are read). */
  | { phase: "parsing"; files: number; filesRead: number }
  | { phase: "storing"; filesStored: number; filesTotal: number; toolCallsStored: number; toolCallsTotal: number };

export type IngestEvent =
  | ({ type: "progress" } & IngestProgress)
  | { type: "result"; answer: UploadAnswer }
  | { type: "error"; error: ApiErrorBody["error"] };
