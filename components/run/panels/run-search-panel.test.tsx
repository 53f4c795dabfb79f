import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { RunSearchCorpusDto, RunSearchDto } from "@/lib/api/run-search";
import { runAccess } from "@/lib/client/run-access";
import { renderInRun } from "../testing/render-in-run";
import { RunSearchPanel, RunSearchResults } from "./run-search-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer: RunSearchDto = {
  q: "hazard",
  regex: false,
  matches: 3,
  truncated: true,
  agents: [
    { agent: "literature", calls: [{ callId: "c1", seq: 1, tool: "fetch_abstract", path: "literature/calls/0001_fetch_abstract.txt", lines: [{ line: 8, text: "…(Hazard ratio 0.76; 95% CI…", marks: [[2, 8]] }] }] },
    {
      agent: "trial_data",
      calls: [
        { callId: "c2", seq: 0, tool: "get_trial_results", path: "trial_data/calls/0000_get_trial_results.txt", lines: [{ line: 13, text: "primary_endpoint.hazard_ratio: 0.76", marks: [[17, 23]] }, { line: 14, text: "hazard hazard", marks: [[0, 6], [7, 13]] }] },
      ],
    },
  ],
};

describe("search this run's results", () => {
  it("groups lines by agent and call, marks the text searched and says when more match", () => {
    render(<RunSearchResults answer={answer} opened={null} onOpen={() => {}} />);
    expect(screen.getAllByTestId("run-search-agent").map((group) => group.getAttribute("data-agent"))).toEqual(["literature", "trial_data"]);
    expect(screen.getAllByTestId("run-search-call").map((call) => call.getAttribute("data-call"))).toEqual(["c1", "c2"]);
    expect(screen.getByTestId("run-search-summary").textContent).toBe("3 lines (the first; more match) in 2 calls of 2 agents");
    expect(screen.getAllByRole("mark").map((mark) => mark.textContent)).toEqual(["Hazard", "hazard", "hazard", "hazard"]);
  });

  it("opens the call at the line clicked, and marks the line opened last", () => {
    const onOpen = vi.fn();
    render(<RunSearchResults answer={answer} opened="c2:14" onOpen={onOpen} />);
    const lines = screen.getAllByTestId("run-search-line");
    fireEvent.click(lines[1]);
    expect(onOpen).toHaveBeenCalledWith({ agent: "trial_data", callId: "c2", line: 13 });
    expect(lines.map((line) => line.getAttribute("aria-current"))).toEqual([null, null, "true"]);
  });

  it("marks what the server says matched, a regex's matches too", () => {
    const regexAnswer: RunSearchDto = {
      ...answer,
      q: "0\\.\\d+",
      regex: true,
      agents: [{ agent: "trial_data", calls: [{ ...answer.agents[1].calls[0], lines: [{ line: 13, text: "hazard_ratio: 0.76, p 0.004", marks: [[14, 18], [22, 27]] }] }] }],
    };
    render(<RunSearchResults answer={regexAnswer} opened={null} onOpen={() => {}} />);
    expect(screen.getAllByRole("mark").map((mark) => mark.textContent)).toEqual(["0.76", "0.004"]);
    expect(screen.getByTestId("run-search-line").textContent).toBe("13hazard_ratio: 0.76, p 0.004");
  });
});

describe("the search this run panel", () => {
  const source = { kind: "owner", runId: "run-1" } as const;
  const { api } = runAccess(source);
  const corpus: RunSearchCorpusDto = { calls: 3000, bytes: 57 * 1024 * 1024 };

  it("says what the search covers, read from the run's search corpus, beside the results", async () => {
    const { requests } = renderInRun(<RunSearchPanel q="hazard" regex={false} onSearch={() => {}} onOpenLine={() => {}} onClose={() => {}} />, source, {
      [`${api}/search`]: answer,
      [`${api}/search/corpus`]: corpus,
    });
    await waitFor(() => expect(screen.getByTestId("run-search-panel").textContent).toContain("the flat text of 3,000 tool calls (57 MB)"));
    await waitFor(() => expect(screen.getAllByTestId("run-search-line")).toHaveLength(3));
    expect(requests).toContain(`${api}/search/corpus`);
  });

  it("falls back to naming what it searches while that is not known", () => {
    renderInRun(<RunSearchPanel q="" regex={false} onSearch={() => {}} onOpenLine={() => {}} onClose={() => {}} />, source);
    expect(screen.getByTestId("run-search-panel").textContent).toContain("every tool call's flat text");
  });
});
