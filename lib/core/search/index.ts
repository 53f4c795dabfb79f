export { SandboxedSearch, type SandboxOptions } from "./sandboxed-search";
export { MemorySearchBackend, SEARCH_TIME_BUDGET_MS, type MemorySearchBackendOptions, type SearchCorpus } from "./memory-backend";
export { compareSearchPaths } from "./path-order";
export { compileSearchPattern, type LinePattern, type SearchMatcher } from "./search-pattern";
export { RegexPatternError, type RegexErrorCode } from "./rust-regex-syntax";
export {
  DEFAULT_MAX_MATCHES,
  EMPTY_PATTERN_ERROR,
  SEARCH_TIMEOUT_ERROR,
  clampContext,
  finishSearchOutput,
  isBlankPattern,
  noMatchesMessage,
  pathNotFoundError,
  regexErrorMessage,
  ripgrepFailedError,
} from "./search-output";
