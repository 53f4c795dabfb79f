import { request } from "node:http";
import type { IngestEvent } from "@/lib/api";
import { rawRequest } from "./production-server";

/** POSTs an archive to /api/runs asking for NDJSON progress; `onEvent` sees each event as it arrives. */
export function uploadWithProgress(port: number, bytes: Uint8Array, filename: string, onEvent: (event: IngestEvent) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const post = request(
      { host: "127.0.0.1", port, method: "POST", path: "/api/runs?duplicate=allow", agent: false, headers: { accept: "application/x-ndjson", "x-filename": filename, "content-length": bytes.length } },
      (response) => {
        let buffered = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffered += chunk;
          const lines = buffered.split("\n");
          buffered = lines.pop()!;
          for (const line of lines) if (line) onEvent(JSON.parse(line) as IngestEvent);
        });
        response.on("end", () => {
          if (buffered.trim()) onEvent(JSON.parse(buffered) as IngestEvent);
          resolve();
        });
      },
    );
    post.on("error", reject);
    post.end(bytes);
  });
}

/**
 * Asks /api/health every `intervalMs` (one request at a time, each on a fresh connection) while
 * `work` runs, handing each answer's status and latency to `onAnswer`.
 */
export async function watchHealth<T>(port: number, work: () => Promise<T>, onAnswer: (status: number, ms: number) => void, intervalMs = 20): Promise<T> {
  let working = true;
  const polling = (async () => {
    while (working) {
      const started = performance.now();
      const answer = await rawRequest(port, "GET", "/api/health", { host: `127.0.0.1:${port}` });
      onAnswer(answer.status, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  try {
    return await work();
  } finally {
    working = false;
    await polling;
  }
}
