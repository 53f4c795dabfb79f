import { describe, expect, it } from "vitest";
import { readUploadRequest } from "./upload-request";

const QUERY = { duplicate: "allow" as const };

/** A raw archive upload whose body arrives as these chunks, with a Content-Length when given. */
function upload(chunks: Uint8Array[], contentLength?: number): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers: Record<string, string> = { "x-filename": "run.zip", ...(contentLength === undefined ? {} : { "content-length": String(contentLength) }) };
  return new Request("http://localhost/api/runs", { method: "POST", body, duplex: "half", headers } as RequestInit);
}

const archiveBytes = async (request: Request, maxBytes?: number) => {
  const { source } = await readUploadRequest(request, QUERY, maxBytes);
  return source.kind === "archive" ? source.bytes : null;
};

const CHUNKS = () => [Uint8Array.from([80, 75]), Uint8Array.from([3, 4, 9]), Uint8Array.from([7])];

describe("readUploadRequest, a raw archive body", () => {
  it("copies the chunks of a body with a Content-Length into one array of that length, as they arrive", async () => {
    const bytes = await archiveBytes(upload(CHUNKS(), 6));
    expect(Array.from(bytes ?? [])).toEqual([80, 75, 3, 4, 9, 7]);
    expect(bytes?.byteOffset).toBe(0);
    expect(bytes?.buffer.byteLength).toBe(6);
  });

  it("joins the chunks of a body without a Content-Length, in order, into one array of its own", async () => {
    const bytes = await archiveBytes(upload(CHUNKS()));
    expect(Array.from(bytes ?? [])).toEqual([80, 75, 3, 4, 9, 7]);
    expect(bytes?.buffer.byteLength).toBe(6);
  });

  it("refuses a body over the upload limit with a 413, by its Content-Length or as it grows past it", async () => {
    await expect(archiveBytes(upload(CHUNKS(), 6), 5)).rejects.toMatchObject({ status: 413, code: "upload_too_large" });
    await expect(archiveBytes(upload(CHUNKS()), 5)).rejects.toMatchObject({ status: 413, code: "upload_too_large", message: expect.stringContaining("the 5 bytes this Cairn accepts") });
    expect(Array.from((await archiveBytes(upload(CHUNKS()), 6)) ?? [])).toHaveLength(6);
  });

  it("refuses a body longer than its Content-Length", async () => {
    await expect(archiveBytes(upload(CHUNKS(), 4))).rejects.toMatchObject({ status: 400, code: "invalid_upload" });
  });

  it("refuses an empty body", async () => {
    await expect(readUploadRequest(upload([]), QUERY)).rejects.toMatchObject({ status: 400, code: "invalid_upload" });
  });
});
