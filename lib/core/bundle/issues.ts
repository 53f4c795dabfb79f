/**
 * What the bundle readers report. A warning leaves the bundle usable (a skipped JSONL line, a
 * missing call file); a BundleError means there is nothing sensible to ingest.
 */

/** A problem found in one file, at one line when there is one (1-based). */
export interface BundleIssue {
  /** Path of the file inside the bundle, as the uploader sees it. */
  file: string;
  line?: number;
  message: string;
}

export type BundleErrorCode =
  | "manifest_missing"
  | "several_bundles"
  | "manifest_invalid_json"
  | "manifest_not_object"
  | "manifest_missing_agents"
  | "manifest_invalid"
  | "audit_file_invalid"
  | "unsafe_path"
  | "not_a_directory"
  | "line_too_long"
  | "too_deep"
  | "too_many_agents"
  | "too_many_edges";

/** `file: line N: problem`, the one rendering every issue and error uses. */
export function describeIssue(issue: BundleIssue): string {
  return issue.line === undefined ? `${issue.file}: ${issue.message}` : `${issue.file}: line ${issue.line}: ${issue.message}`;
}

export class BundleError extends Error {
  readonly code: BundleErrorCode;
  readonly file: string;
  readonly line?: number;
  /** The problem alone, without the file and line prefix that `message` carries. */
  readonly problem: string;

  constructor(code: BundleErrorCode, issue: BundleIssue) {
    super(describeIssue(issue));
    this.name = "BundleError";
    this.code = code;
    this.file = issue.file;
    this.line = issue.line;
    this.problem = issue.message;
  }
}
