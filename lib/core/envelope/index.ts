export {
  INTER_AGENT_ENVELOPE_MARKER,
  wrapInterAgent,
  parseEnvelope,
  type WrapInterAgentOptions,
  type ParsedEnvelope,
} from "./envelope";
export { MessageOrigin, MESSAGE_ORIGINS } from "./message-origin";
