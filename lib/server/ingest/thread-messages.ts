import type { ApiErrorCode, ApiErrorDetails } from "@/lib/api/errors";
import { ArchiveError, type ArchiveErrorCode, type UploadKind } from "@/lib/core/archive";
import { BundleError, type BundleErrorCode } from "@/lib/core/bundle";
import type { DatabaseConfig } from "../db";
import { ApiError } from "../http";
import type { IngestOptions, IngestResult } from "./ingest";
import type { IngestProgress } from "./progress";
import type { BundleSource } from "./sources";

/**
 * What crosses between the server and its ingest thread. Errors lose their class in a
 * postMessage, so the ones that become 4xx answers travel as plain fields and are rebuilt.
 */

export interface IngestJob {
  id: number;
  database: DatabaseConfig;
  source: BundleSource;
  options: Omit<IngestOptions, "onProgress">;
}

export type SerializedError =
  | { kind: "archive"; code: ArchiveErrorCode; archiveName: string; problem: string; entry?: string; uploadKind: UploadKind }
  | { kind: "bundle"; code: BundleErrorCode; file: string; line?: number; problem: string }
  | { kind: "api"; status: number; code: ApiErrorCode; message: string; details?: ApiErrorDetails }
  | { kind: "internal"; message: string; stack?: string };

export type ThreadReply =
  | { id: number; type: "progress"; progress: IngestProgress }
  | { id: number; type: "result"; result: IngestResult }
  | { id: number; type: "error"; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ArchiveError) return { kind: "archive", code: error.code, archiveName: error.archiveName, problem: error.problem, entry: error.entry, uploadKind: error.kind };
  if (error instanceof BundleError) return { kind: "bundle", code: error.code, file: error.file, line: error.line, problem: error.problem };
  if (error instanceof ApiError) return { kind: "api", status: error.status, code: error.code, message: error.message, details: error.details };
  return { kind: "internal", message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined };
}

export function deserializeError(error: SerializedError): Error {
  switch (error.kind) {
    case "archive":
      return new ArchiveError(error.code, error.archiveName, error.problem, error.entry, error.uploadKind);
    case "bundle":
      return new BundleError(error.code, { file: error.file, line: error.line, message: error.problem });
    case "api":
      return new ApiError(error.status, error.code, error.message, error.details);
    case "internal":
      return Object.assign(new Error(`ingest thread: ${error.message}`), { stack: error.stack });
  }
}

/** The buffers a source can hand over without copying: each must be whole (not a view into a shared pool). */
export function transferablesOf(source: BundleSource): ArrayBuffer[] {
  const owned = (bytes: Uint8Array) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []);
  if (source.kind === "archive") return owned(source.bytes);
  if (source.kind === "folder") return [...new Set(source.files.flatMap((file) => owned(file.bytes)))];
  return [];
}
