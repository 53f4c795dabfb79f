import { formatByteCount } from "@/lib/core/archive";
import { ApiError } from "../http/api-error";

/** A body over CAIRN_MAX_UPLOAD_BYTES (`upload-size.ts`), refused by its Content-Length or as it grows past it. */
export function uploadTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, "upload_too_large", `The request body is larger than the ${formatByteCount(maxBytes)} this Cairn accepts (CAIRN_MAX_UPLOAD_BYTES).`);
}
