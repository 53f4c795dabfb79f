"use client";

import { useRef, useState, type DragEvent } from "react";
import { filesFromDrop, filesFromInput, useUploadBundle, type PickedFile } from "@/lib/client";
import { UploadStatus } from "./upload-status";

/** Drop a .zip / .tar.gz / .tgz or a bundle folder, or pick one; shows upload and ingest progress. */
export function DropZone() {
  const { state, upload, reset } = useUploadBundle();
  const [dragging, setDragging] = useState(false);
  const last = useRef<PickedFile[]>([]);
  const archiveInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const busy = state.stage === "sending" || state.stage === "processing";

  const send = (picked: PickedFile[]) => {
    last.current = picked;
    upload(picked);
  };
  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) send(await filesFromDrop(event.dataTransfer));
  };

  return (
    <section aria-label="Upload a trace bundle">
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors ${
          dragging ? "border-zinc-900 bg-zinc-50 dark:border-zinc-100 dark:bg-zinc-900" : "border-zinc-300 dark:border-zinc-700"
        }`}
      >
        <p className="font-medium">Drop a trace bundle here</p>
        <p className="mt-1 text-zinc-500">
          A .zip, .tar.gz or .tgz of an audit-fence snapshot, or the snapshot folder itself, with its report.md.
        </p>
        <div className="mt-3 flex justify-center gap-3">
          <button type="button" disabled={busy} onClick={() => archiveInput.current?.click()} className="rounded-md bg-zinc-900 px-3 py-1.5 text-white disabled:opacity-50 dark:bg-zinc-100 dark:text-zinc-900">
            Choose archive
          </button>
          <button type="button" disabled={busy} onClick={() => folderInput.current?.click()} className="rounded-md border border-zinc-300 px-3 py-1.5 disabled:opacity-50 dark:border-zinc-700">
            Choose folder
          </button>
        </div>
        <input
          ref={archiveInput}
          type="file"
          accept=".zip,.tgz,.gz,.tar"
          hidden
          data-testid="archive-input"
          onChange={(event) => {
            if (event.target.files?.length) send(filesFromInput(event.target.files));
            event.target.value = "";
          }}
        />
        <input
          ref={(element) => {
            folderInput.current = element;
            element?.setAttribute("webkitdirectory", "");
          }}
          type="file"
          hidden
          multiple
          onChange={(event) => {
            if (event.target.files?.length) send(filesFromInput(event.target.files));
            event.target.value = "";
          }}
        />
      </div>
      <UploadStatus state={state} onDismiss={reset} onRetryAsDuplicate={() => upload(last.current, { duplicate: "allow" })} />
    </section>
  );
}
