import { uploadOptions, type UploadOptions } from "@/lib/api/ingest";
import { ApiError, invalidInput } from "../http";
import type { IngestOptions } from "./ingest";
import type { BundleSource } from "./sources";

export interface UploadRequest {
  source: BundleSource;
  options: Pick<IngestOptions, "name" | "reportPath" | "allowDuplicate">;
}

/**
 * A raw body's bytes. Next hands a route a body it has already buffered (for the proxy) as one
 * chunk, taken as it is: `arrayBuffer()` copied it once more on the server's event loop (README:
 * what that held /api/health for). Several chunks are joined once.
 */
async function bodyBytes(request: Request): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (chunks.length === 1) return chunks[0];
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
export async function readUploadRequest(request: Request, query: UploadOptions): Promise<UploadRequest> {
  const contentType = request.headers.get("content-type") ?? "";

  if (contentType.startsWith("multipart/form-data")) {
    const form = await request.formData().catch(() => {
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

  const bytes = await bodyBytes(request);
  if (bytes.length === 0) throw new ApiError(400, "invalid_upload", "The request body is empty: send a .zip, .tar.gz or .tgz archive.");
  const filename = request.headers.get("x-filename") ?? "upload";
  return {
    source: { kind: "archive", name: filename, bytes },
    options: ingestOptions(query),
  };
}
