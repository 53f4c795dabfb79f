import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReportFigureDto } from "@/lib/api";
import { SentenceBreaks } from "./sentence-breaks";

afterEach(cleanup);

const figure = (claim: string, finding: ReportFigureDto["finding"], hop: string, upstream: boolean): ReportFigureDto => ({
  claimId: `c-${claim}`,
  claim,
  finding,
  ownFinding: "found",
  hop,
  upstream,
  source: null,
  searched: finding === "not-found" ? { pattern: claim, sources: ["technical"] } : null,
  nearest: [],
  fence: "writer->report",
  id: 1,
});

describe("SentenceBreaks", () => {
  it("says where each not-found figure breaks, upstream ones as found in the report, and opens the hop", () => {
    const onOpenFence = vi.fn();
    render(<SentenceBreaks figures={[figure("$187.42", "found", "research/calls->research", true), figure("17.4%", "not-found", "technical->writer", true)]} onOpenFence={onOpenFence} />);
    const breaks = screen.getAllByTestId("sentence-break");
    expect(breaks).toHaveLength(1);
    expect(breaks[0].textContent).toBe("17.4% is found in the report, but its chain breaks upstream at technical->writer (searched technical)");
    fireEvent.click(screen.getByTestId("sentence-break-hop"));
    expect(onOpenFence).toHaveBeenCalledWith("technical->writer");
  });

  it("says nothing for a sentence without a not-found figure", () => {
    render(<SentenceBreaks figures={[figure("$187.42", "found", "research/calls->research", true)]} />);
    expect(screen.queryByTestId("sentence-breaks")).toBeNull();
  });
});
