export { Snapshot, DEFAULT_MAX_OUTPUT_BYTES } from "./snapshot";
export { MemoryFileSink, MissingDirectoryError } from "./memory-sink";
export { safeName } from "./safe-name";
export { defaultFormat, flatten, formatInput } from "./format";
export { redactText, redactValue } from "./redact";
export { truncateToBytes } from "./flat-text";
export type {
  FileSink,
  CallStatus,
  OutputFormatter,
  Redactor,
  SnapshotOptions,
  DurationMs,
  ToolCallEntry,
  AgentMessage,
} from "./types";
export { SnapshotHandler, type SerializedTool, type ToolStartOptions } from "./handler";
export type { LangGraphCallbackHandler, LangGraphConfigOptions } from "./langgraph-handler";
