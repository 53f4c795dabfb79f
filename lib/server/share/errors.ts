import { ApiError } from "../http/api-error";

/**
 * Unknown, malformed, expired and revoked tokens all end here, with one status, code and message,
 * so a visitor cannot tell which case it was.
 */
export class ShareLinkUnavailableError extends ApiError {
  constructor() {
    super(404, "link_not_available", "This link is not available.");
  }
}
