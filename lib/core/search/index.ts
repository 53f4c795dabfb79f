export { SandboxedSearch, type SandboxOptions } from "./sandboxed-search";
export { MemorySearchBackend, SEARCH_TIME_BUDGET_MS, type LineHit, type LineHits, type MemorySearchBackendOptions, type SearchCorpus } from "./memory-backend";
export { SearchTimeout } from "./search-deadline";
export { compareSearchPaths } from "./path-order";
export { compileSearchPattern, literalPattern, type LinePattern, type SearchMatcher } from "./search-pattern";
export { RegexPatternError, type RegexErrorCode } from "./rust-regex-syntax";
// The text contract both backends share: all of it is public, for the ripgrep backend in lib/core/node.
export * from "./search-output";
