"use client";

import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { IngestEvent, UploadAnswer } from "@/lib/api";
import type { PickedFile } from "./dropped-files";
import { readNdjson } from "./ndjson";
import { refetchFresh } from "./refetch-fresh";
import { runKeys } from "./runs";

export type UploadState =
  | { stage: "idle" }
  | { stage: "sending"; label: string; sentBytes: number; totalBytes: number }
  | { stage: "processing"; label: string; event: Extract<IngestEvent, { type: "progress" }> | null }
  | { stage: "done"; label: string; answer: UploadAnswer }
  | { stage: "failed"; label: string; message: string; file?: string; line?: number };

const ARCHIVE = /\.(zip|tar\.gz|tgz|tar)$/i;

/** One archive goes up as `archive`; anything else is treated as a dropped folder. */
export function uploadForm(picked: PickedFile[], options: { duplicate?: "allow" }): { form: FormData; label: string } {
  const form = new FormData();
  if (picked.length === 1 && ARCHIVE.test(picked[0].path)) {
    form.append("archive", picked[0].file, picked[0].file.name);
    if (options.duplicate) form.append("duplicate", options.duplicate);
    return { form, label: picked[0].file.name };
  }
  const folder = picked[0]?.path.split("/")[0] ?? "folder";
  for (const { path, file } of picked) form.append("files", file, path);
  form.append("folder", folder);
  if (options.duplicate) form.append("duplicate", options.duplicate);
  return { form, label: `${folder}/ (${picked.length} files)` };
}

/**
 * Uploads a bundle with XMLHttpRequest, the one browser API that reports upload bytes, and reads
 * the server's NDJSON progress from the same response as it streams in.
 */
export function useUploadBundle() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ stage: "idle" });
  const active = useRef<XMLHttpRequest | null>(null);

  const upload = useCallback(
    (picked: PickedFile[], options: { duplicate?: "allow" } = {}) => {
      if (picked.length === 0) return;
      const { form, label } = uploadForm(picked, options);
      const xhr = new XMLHttpRequest();
      active.current = xhr;
      let consumed = 0;
      let finished = false;
      const handle = (event: IngestEvent) => {
        if (event.type === "progress") setState({ stage: "processing", label, event });
        else if (event.type === "result") {
          finished = true;
          setState({ stage: "done", label, answer: event.answer });
          void refetchFresh(queryClient, { queryKey: runKeys.all });
        } else {
          finished = true;
          setState({ stage: "failed", label, message: event.error.message, file: event.error.details?.file, line: event.error.details?.line });
        }
      };
      const drain = () => {
        const { events, next } = readNdjson<IngestEvent>(xhr.responseText, consumed);
        consumed = next;
        events.forEach(handle);
      };

      xhr.open("POST", "/api/runs");
      xhr.setRequestHeader("accept", "application/x-ndjson");
      xhr.upload.onprogress = (event) => setState({ stage: "sending", label, sentBytes: event.loaded, totalBytes: event.total });
      xhr.upload.onload = () => setState({ stage: "processing", label, event: null });
      xhr.onprogress = drain;
      xhr.onload = () => {
        if (xhr.getResponseHeader("content-type")?.includes("application/x-ndjson")) drain();
        else {
          const body = JSON.parse(xhr.responseText || "{}") as { error?: { message?: string; details?: { file?: string; line?: number } } };
          finished = true;
          setState({ stage: "failed", label, message: body.error?.message ?? `Upload failed (${xhr.status})`, file: body.error?.details?.file });
        }
        if (!finished) setState({ stage: "failed", label, message: "The server closed the connection before finishing." });
      };
      xhr.onerror = () => setState({ stage: "failed", label, message: "The upload could not reach the server." });
      xhr.send(form);
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    active.current?.abort();
    setState({ stage: "idle" });
  }, []);

  return { state, upload, reset };
}
