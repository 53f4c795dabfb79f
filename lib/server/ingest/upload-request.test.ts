import { describe, expect, it } from "vitest";
import { readUploadRequest } from "./upload-request";

const QUERY = { duplicate: "allow" as const };

/** A raw archive upload whose body arrives as these chunks. */
function upload(chunks: Uint8Array[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request("http://localhost/api/runs", { method: "POST", body, duplex: "half", headers: { "x-filename": "run.zip" } } as RequestInit);
}

describe("readUploadRequest, a raw archive body", () => {
  it("takes a body that arrives as one chunk as it is, not a copy", async () => {
    const chunk = Uint8Array.from([80, 75, 3, 4, 1, 2, 3]);
    const { source } = await readUploadRequest(upload([chunk]), QUERY);
    expect(source).toMatchObject({ kind: "archive", name: "run.zip" });
    expect(source.kind === "archive" && source.bytes).toBe(chunk);
  });

  it("joins the chunks of a streamed body, in order, into one array of its own", async () => {
    const chunks = [Uint8Array.from([80, 75]), Uint8Array.from([3, 4, 9]), Uint8Array.from([7])];
    const { source } = await readUploadRequest(upload(chunks), QUERY);
    const bytes = source.kind === "archive" ? source.bytes : null;
    expect(Array.from(bytes ?? [])).toEqual([80, 75, 3, 4, 9, 7]);
    expect(bytes?.buffer.byteLength).toBe(6);
  });

  it("refuses an empty body", async () => {
    await expect(readUploadRequest(upload([]), QUERY)).rejects.toMatchObject({ status: 400, code: "invalid_upload" });
  });
});
