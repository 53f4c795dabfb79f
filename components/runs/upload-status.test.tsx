import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { IngestEvent } from "@/lib/api";
import { UploadStatus } from "./upload-status";

afterEach(cleanup);

const processing = (event: Extract<IngestEvent, { type: "progress" }>) => (
  <UploadStatus state={{ stage: "processing", label: "bundle.zip", event }} onRetryAsDuplicate={() => {}} onDismiss={() => {}} />
);

describe("the upload's progress while the server works", () => {
  it.each<[Extract<IngestEvent, { type: "progress" }>, number, string]>([
    [{ type: "progress", phase: "extracting", entries: 12, bytesRead: 250, bytesTotal: 1000 }, 25, "Extracting: 12 entries read"],
    [{ type: "progress", phase: "parsing", files: 20, filesRead: 8 }, 40, "Reading: 8 of 20 files"],
    [{ type: "progress", phase: "storing", filesStored: 10, filesTotal: 20, toolCallsStored: 5, toolCallsTotal: 20 }, 38, "Storing: 10/20 files, 5/20 tool calls"],
  ])("fills the bar and names the phase (%j)", (event, percent, label) => {
    render(processing(event));
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe(String(percent));
    expect(screen.getByTestId("upload-status").textContent).toContain(label);
  });
});
