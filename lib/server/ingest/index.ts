export { openBundle } from "./sources";
export { ingestBundle, ingestLimits, type IngestOptions, type IngestResult, type IngestedRun } from "./ingest";
export type { BundleSource } from "./sources";
export type { IngestProgress } from "./progress";
export { ingestApiError } from "./errors";
export { readUploadRequest } from "./upload-request";
