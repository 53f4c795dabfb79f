import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReportVerdictsDto } from "@/lib/api";
import { ReportVerdicts } from "./report-verdicts";

afterEach(cleanup);

const text = "# Q3\n\nRevenue rose 12%. Margins held at 41%. The outlook is bright.";
const at = (sentence: string) => ({ start: text.indexOf(sentence), end: text.indexOf(sentence) + sentence.length });

/** GET …/audits/:id/report, the same answer from the owner API and a share link's. */
const report: ReportVerdictsDto = {
  auditId: "audit-1",
  path: "report.md",
  text,
  sentences: [
    { index: 0, ...at("Revenue rose 12%."), text: "Revenue rose 12%.", verdict: "found", claimIds: ["c1"], figures: [] },
    { index: 1, ...at("Margins held at 41%."), text: "Margins held at 41%.", verdict: "not-found", claimIds: ["c2", "c3"], figures: [] },
    { index: 2, ...at("The outlook is bright."), text: "The outlook is bright.", verdict: "unchecked", claimIds: [], figures: [] },
  ],
};

describe("the report by sentence", () => {
  it("keeps the report's text whole and marks each sentence with its verdict", () => {
    render(<ReportVerdicts report={report} selectedClaim={null} onOpenSentence={() => {}} />);
    expect(screen.getByTestId("report-view").textContent).toContain("# Q3");
    const sentences = screen.getAllByTestId("report-sentence");
    expect(sentences.map((sentence) => sentence.getAttribute("data-verdict"))).toEqual(["found", "not-found", "unchecked"]);
    expect(screen.getByTestId("verdict-legend-not-found").textContent).toContain("1");
  });

  it("opens a sentence with claims by click or Enter, and never wraps one in a button", () => {
    const onOpen = vi.fn();
    render(<ReportVerdicts report={report} selectedClaim="c3" onOpenSentence={onOpen} />);
    const [found, notFound, unchecked] = screen.getAllByTestId("report-sentence");
    expect(screen.queryByRole("button", { name: /outlook/ })).toBeNull();
    expect(unchecked.getAttribute("role")).toBeNull();
    expect(notFound.tagName).toBe("SPAN");
    expect(notFound.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(found);
    fireEvent.keyDown(notFound, { key: "Enter" });
    expect(onOpen.mock.calls.map(([sentence]) => sentence.claimIds)).toEqual([["c1"], ["c2", "c3"]]);
  });
});
