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
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Q3");
    expect(screen.getByTestId("report-view").textContent).not.toContain("#");
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

/** A report with Markdown a pipeline writes: emphasis, a table, raw HTML. */
const markdown = ["## Revenue", "", "Revenue was **$4.2 billion**, up 20%. Costs <b>fell</b> 3%.", "", "| Region | MW |", "|---|---|", "| North | 1,420 |", "", "Net income rose 41%.", ""].join("\n");
const span = (sentence: string, index: number, verdict: ReportVerdictsDto["sentences"][number]["verdict"], claimIds: string[]) => {
  const start = markdown.indexOf(sentence);
  return { index, start, end: start + sentence.length, text: sentence, verdict, claimIds, figures: [] };
};
const rich: ReportVerdictsDto = {
  auditId: "audit-1",
  path: "report.md",
  text: markdown,
  sentences: [
    span("Revenue", 0, "unchecked", []),
    span("Revenue was **$4.2 billion**, up 20%.", 1, "found", ["c1"]),
    span("Costs <b>fell</b> 3%.", 2, "not-found", ["c2"]),
    span("Region | MW", 3, "unchecked", []),
    span("North | 1,420", 4, "not-found", ["c4"]),
    span("Net income rose 41%.", 5, "found", ["c5"]),
  ],
};

describe("the report as Markdown", () => {
  it("renders emphasis and tables, shows raw HTML as text, and opens a sentence from any of its parts", () => {
    const onOpen = vi.fn();
    render(<ReportVerdicts report={rich} selectedClaim={null} onOpenSentence={onOpen} />);
    const view = screen.getByTestId("report-view");
    expect(view.querySelector("strong")?.textContent).toBe("$4.2 billion");
    expect(view.querySelector("b")).toBeNull();
    expect(view.textContent).toContain("Costs <b>fell</b> 3%.");
    const cells = [...view.querySelectorAll("td")];
    expect(cells.map((cell) => cell.textContent)).toEqual(["North", "1,420 (not found)✗"]);
    fireEvent.click(view.querySelector("strong")!.firstElementChild!);
    fireEvent.click(cells[1].firstElementChild!);
    expect(onOpen.mock.calls.map(([sentence]) => sentence.index)).toEqual([1, 4]);
    expect(view.querySelectorAll("[data-sentence]")).toHaveLength(4);
  });

  it("shows an image as the Markdown written and loads nothing", () => {
    const text = "Revenue rose ![chart](https://evil.example/beacon.gif) 5%.";
    render(<ReportVerdicts report={{ text, sentences: [{ index: 0, start: 0, end: text.length, verdict: "found", claimIds: ["c1"], figures: [] }] }} selectedClaim={null} onOpenSentence={() => {}} />);
    const view = screen.getByTestId("report-view");
    expect(view.querySelector("img")).toBeNull();
    expect(screen.getByTestId("report-sentence").textContent).toContain(text);
  });

  it("moves to the next and previous ✗ sentence with n and N, and keeps j/k", () => {
    render(<ReportVerdicts report={rich} selectedClaim={null} onOpenSentence={() => {}} />);
    const focusAfter = (key: string) => {
      fireEvent.keyDown(window, { key });
      return (document.activeElement as HTMLElement).dataset.sentence;
    };
    // The ✗ sentences are 2 and 4: the third n wraps round to the first.
    expect(["n", "n", "n", "N", "j", "k"].map(focusAfter)).toEqual(["2", "4", "2", "4", "5", "4"]);
  });

  it("filters the report by a legend verdict, and shows everything again on a second click", () => {
    render(<ReportVerdicts report={rich} selectedClaim={null} onOpenSentence={() => {}} />);
    const view = screen.getByTestId("report-view");
    fireEvent.click(screen.getByTestId("verdict-filter-not-found"));
    expect(view.getAttribute("data-filter")).toBe("not-found");
    expect(screen.getByTestId("verdict-filter-state").textContent).toContain("2 of 6 sentences shown");
    expect([...view.querySelectorAll("[data-match]")].map((part) => part.getAttribute("data-sentence") ?? part.getAttribute("data-part-of"))).toEqual(["2", "4", "4"]);
    fireEvent.click(screen.getByTestId("verdict-filter-not-found"));
    expect(view.hasAttribute("data-filter")).toBe(false);
    expect(view.querySelectorAll("[data-match]")).toHaveLength(0);
  });
});
