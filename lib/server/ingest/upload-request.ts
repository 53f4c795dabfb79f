import { uploadOptions, type UploadOptions } from "@/lib/api/ingest";
import { ApiError, invalidInput } from "../http";
import type { IngestOptions } from "./ingest";
import type { BundleSource } from "./sources";
import { maxUploadBytes } from "./upload-size";
import { uploadTooLarge } from "./upload-too-large";

export interface UploadRequest {
  source: BundleSource;
  options: Pick<IngestOptions, "name" | "reportPath" | "allowDuplicate">;
}

/**
 * A body's bytes, read as they arrive: the proxy leaves uploads to their route (proxy.ts), so Next
 * hands it the socket's chunks instead of a buffer of the whole body. With a Content-Length each
 * chunk is copied into one buffer of that size as it comes, so no whole-body copy holds the event
 * loop at the end (README: what one held /api/health for); without one the chunks are joined once.
 * Past `maxBytes` it stops reading: a 413.
 */
async function bodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw uploadTooLarge(maxBytes);
  const whole = Number.isSafeInteger(declared) ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) throw uploadTooLarge(maxBytes);
    if (whole) {
      if (size + value.byteLength > whole.length) throw new ApiError(400, "invalid_upload", "The request body is longer than its Content-Length says.");
      whole.set(value, size);
    } else chunks.push(value);
    size += value.byteLength;
  }
  if (whole) return whole.subarray(0, size);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const field = (value: FormDataEntryValue | null) => (typeof value === "string" && value !== "" ? value : undefined);

const ingestOptions = (fields: UploadOptions): UploadRequest["options"] => ({ name: fields.name, reportPath: fields.report, allowDuplicate: fields.duplicate === "allow" });

/**
 * Reads an upload: multipart (`archive`, or one `files` part per file of a dropped folder, with the
 * relative path as its filename; plus `name`, `report`, `duplicate`), or a raw archive body with
 * `?name=` / `?report=` / `?duplicate=allow` (`query`, validated by the route) and an `x-filename` header.
 */
export async function readUploadRequest(request: Request, query: UploadOptions, maxBytes = maxUploadBytes()): Promise<UploadRequest> {
  const contentType = request.headers.get("content-type") ?? "";
  const bytes = await bodyBytes(request, maxBytes);

  if (contentType.startsWith("multipart/form-data")) {
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData().catch(() => {
      throw new ApiError(400, "invalid_upload", "The upload could not be read as multipart form data.");
    });
    const fields = uploadOptions.safeParse({ name: field(form.get("name")), report: field(form.get("report")), duplicate: field(form.get("duplicate")) });
    if (!fields.success) throw invalidInput(fields.error, "form");
    const options = ingestOptions(fields.data);
    const archive = form.get("archive");
    if (archive instanceof File) {
      return { source: { kind: "archive", name: archive.name || "upload", bytes: new Uint8Array(await archive.arrayBuffer()) }, options };
    }
    const files = form.getAll("files").filter((part): part is File => part instanceof File);
    if (files.length === 0) throw new ApiError(400, "invalid_upload", "Send an `archive` file or the folder's `files`.");
    const folder = await Promise.all(files.map(async (file) => ({ path: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
    const name = field(form.get("folder")) ?? folder[0].path.split("/")[0] ?? "folder";
    return { source: { kind: "folder", name, files: folder }, options };
  }

  if (bytes.length === 0) throw new ApiError(400, "invalid_upload", "The request body is empty: send a .zip, .tar.gz or .tgz archive.");
  const filename = request.headers.get("x-filename") ?? "upload";
  return {
    source: { kind: "archive", name: filename, bytes },
    options: ingestOptions(query),
  };
}
