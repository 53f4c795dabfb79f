export { Fence, type FenceOptions, type DocumentSource, type ClaimSink, type ToolSpec, type WrapToolsOptions } from "./fence";
export { FenceGroup, type SnapshotManifest, type ManifestSources } from "./group";
export {
  createRecordTool,
  type RecordTool,
  type RecordToolOptions,
  type RecordClaimArgs,
  type SkipEnforcement,
} from "./record-tool";
export {
  fenceRoleOf,
  type ToolRole,
  type SearchTool,
  type SubmitTool,
  type SubmitResult,
  type SubmitOptions,
  type FenceRoleMark,
} from "./wrap";
export { declareTool, toolName, type ToolFunction, type ToolSignature } from "./tool-call";
export {
  CLAIM_IN_DOCUMENT_TOOL,
  CLAIM_NOT_IN_DOCUMENT_REASON,
  NO_SEARCH_HISTORY_REASON,
  ENRICH_REJECTED_REASON,
  evidenceTooShortReason,
} from "./gates";
export type { FenceSnapshot, FenceConfigSnapshot, FenceSnapshotInput, FenceGroupSnapshot, FenceGroupSnapshotInput } from "./snapshot";
export { FenceError, type FenceErrorCode } from "./errors";
export { summarizeClaims } from "./summary";
