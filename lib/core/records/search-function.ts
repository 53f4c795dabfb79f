/**
 * The shape every search tool has (spec §7): a regex or literal pattern, an optional path under the
 * source root, and ripgrep-compatible options. The result is always text in ripgrep's
 * `relpath:LINE:text` format, an `ERROR: …` string, or a `No matches found …` string: the Fence
 * records whatever comes back as search history.
 */
export interface SearchOptions {
  /** Context lines around each match, clamped to 0..10. */
  context?: number;
  /** Default true, as audit-fence's RipgrepBackend. */
  caseInsensitive?: boolean;
}

export type SearchFunction = (pattern: string, path?: string, options?: SearchOptions) => string | Promise<string>;
