export { openBundle } from "./sources";
export { ingestBundle, type IngestOptions, type IngestResult, type IngestedRun } from "./ingest";
export { IngestThread, ingestOffThread } from "./off-thread";
export { ingestLimits, type IngestLimits } from "./limits";
export type { BundleSource } from "./sources";
export type { IngestProgress } from "./progress";
export { ingestApiError } from "./errors";
export { readUploadRequest } from "./upload-request";
