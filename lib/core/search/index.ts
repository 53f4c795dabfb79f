export { SandboxedSearch, type SandboxOptions } from "./sandboxed-search";
export { MemorySearchBackend, SEARCH_TIME_BUDGET_MS, type LineHit, type LineHits, type MemorySearchBackendOptions, type SearchCorpus } from "./memory-backend";
export { SearchTimeout } from "./search-deadline";
export { compareSearchPaths } from "./path-order";
export { compileSearchPattern, literalPattern, type LinePattern, type SearchMatcher } from "./search-pattern";
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
