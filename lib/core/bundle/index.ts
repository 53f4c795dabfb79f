export { type BatchDecoder, type BundleFiles, bundleFilesFromEntries, decodeText, type DecodedText } from "./files";
export { BundleError, type BundleErrorCode, type BundleIssue, describeIssue } from "./issues";
export {
  parseManifest,
  type Manifest,
  type ManifestAgent,
  type ManifestTotals,
  type ManifestGraph,
  type ManifestEdge,
} from "./manifest";
export { type ManifestScope } from "./scopes";
export { parseToolCalls, type ToolCallRecord } from "./tool-calls";
export type { JsonLinesResult } from "./json-lines";
export { parseFlatText, type FlatToolCallText, type FlatTextBodyKind } from "./flat-text";
export {
  parseCitations,
  parseEnforcementLog,
  citationsJsonl,
  enforcementLogJsonl,
  UNKNOWN_FENCE,
  type FencedClaim,
  type FencedRejection,
  type AuditLogResult,
} from "./audit-logs";
export {
  parseGroupSnapshot,
  parseCascadeFile,
  type GroupSnapshot,
  type FenceSnapshot,
  type FenceSnapshotConfig,
  type CascadeFile,
  type CascadeEdgeRecord,
} from "./audit-files";
export { parseMessages, type MessageRecord } from "./messages";
export { locateBundle, type BundleLayout, type AuditFilePaths } from "./locate";
export { declaredGraphEdges, findDependencyCycles, findScopeCycles } from "./manifest-edges";
export { readBundle, type ReadBundleOptions } from "./read-bundle";
export type { ParsedBundle, ParsedAgent, UnlistedAgent, ToolCall, Artifact, BundleDocument, AuditRecords } from "./parsed-bundle";
export { DEFAULT_BUNDLE_LIMITS, type BundleLimits } from "./limits";
export { buildIndex, resolveRef, type ResolveRefOptions } from "./resolve-ref";
export { callRefOf, callHoldsLine, type CallRef } from "./call-ref";
export { formatManifest, type ManifestOverview } from "./format-manifest";
export { dictFrom, emptyDict } from "./dict";
