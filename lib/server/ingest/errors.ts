import { ArchiveError } from "@/lib/core/archive";
import { BundleError, type BundleErrorCode } from "@/lib/core/bundle";
import { ApiError } from "../http";

/** Limits on size answer 413, like the archive limits; a depth limit or a broken file is 422. */
const SIZE_LIMITS = new Set<BundleErrorCode>(["line_too_long", "too_many_agents", "too_many_edges"]);

/** Bad uploads become 4xx answers that name the file (and line) and the problem; anything else stays a 500. */
export function ingestApiError(error: unknown): unknown {
  if (error instanceof ArchiveError) {
    const status = error.code === "too_large" || error.code === "too_many_files" || error.code === "ratio_exceeded" ? 413 : 422;
    return new ApiError(status, `archive_${error.code}`, error.message, { file: error.entry ?? error.archiveName });
  }
  if (error instanceof BundleError) {
    return new ApiError(SIZE_LIMITS.has(error.code) ? 413 : 422, `bundle_${error.code}`, error.message, { file: error.file, line: error.line });
  }
  return error;
}
