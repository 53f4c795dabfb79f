import type { ArchiveErrorCode } from "@/lib/core/archive";
import type { BundleErrorCode } from "@/lib/core/bundle";

/**
 * Every `code` an API error answer can carry, so the server's `ApiError` and the browser's
 * `ApiRequestError` name the same set and a client can branch on one without guessing.
 */
export type ApiErrorCode =
  | "not_found"
  | "invalid_input"
  | "invalid_json"
  | "unreadable_body"
  | "invalid_upload"
  | "upload_too_large"
  | "auditor_unavailable"
  | "audit_not_finished"
  | "link_not_available"
  | "no_admin_token"
  | "invalid_token"
  | "unauthorized"
  | "too_many_attempts"
  | "host_not_allowed"
  | "cross_site_request"
  | "unknown_target"
  | "not_audited"
  | "different_pipelines"
  | "review_incomplete"
  | "reviewer_required"
  | "no_session"
  | "internal_error"
  | `archive_${ArchiveErrorCode}`
  | `bundle_${BundleErrorCode}`;

/** Where the problem is: the file and line of a refused upload, the report sentences a sign-off still lacks. */
export interface ApiErrorDetails {
  file?: string;
  line?: number;
  missing?: number[];
}

/** The body of every error answer. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; details?: ApiErrorDetails };
}
