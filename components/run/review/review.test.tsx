import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FenceResult, ReportVerdictsDto } from "@/lib/api";
import type { RunReviewsDto } from "@/lib/api/reviews";
import type { Review } from "@/lib/core/reviews";
import { RunAccessProvider, type RunSource } from "@/lib/client/run-access";
import { ReportVerdicts } from "../report/report-verdicts";
import { ReviewProvider, type ReviewState } from "./review-context";
import { reviewedResults, reviewedSentences } from "./reviewed-verdicts";
import { SentenceReview } from "./sentence-review";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = "Revenue rose 12%. Margins held at 41%.";
const report: ReportVerdictsDto = {
  auditId: "a1",
  path: "report.md",
  text,
  sentences: [
    { index: 0, start: 0, end: 17, text: "Revenue rose 12%.", verdict: "found", claimIds: ["c1"], figures: [] },
    { index: 1, start: 18, end: 38, text: "Margins held at 41%.", verdict: "not-found", claimIds: ["c2"], figures: [] },
  ],
};
const accept: Review = { id: "r1", target: { kind: "sentence", start: 18, end: 38, text: "margins held at 41%." }, kind: "accept", reason: null, text: "checked the filing", reviewer: "Ana", at: "2026-12-02T10:00:00.000Z", auditId: "a1", revisesId: null };
const reviews: RunReviewsDto = {
  auditId: "a1",
  reviews: [accept],
  sentences: [
    { index: 0, start: 0, end: 17, auditor: "found", reviewer: null, shown: "found", overridden: false, history: [] },
    { index: 1, start: 18, end: 38, auditor: "not-found", reviewer: { kind: "accept", reason: null, reviewer: "Ana", at: accept.at, reviewId: "r1" }, shown: "found", overridden: true, history: [accept] },
  ],
  claims: [],
  edges: [{ fence: "writer->report", auditor: "fail", reviewer: { kind: "accept", reason: null, reviewer: "Ana", at: accept.at, reviewId: "r2" }, shown: "pass", overridden: true, history: [] }],
  overrides: { sentences: 1, claims: 0, edges: 1, byFence: { "writer->report": 1 } },
  unplaced: [],
  signOff: { ready: true, missing: [], summary: { sentences: 2, reviewed: 1, rejected: 0, acceptedAgainstAuditor: 1, rejectedAgainstAuditor: 0, text: "reviewed: 2 sentences, 0 rejected, 1 accepted against the auditor" } },
  signOffs: [],
  lastSignOff: null,
};
const state: ReviewState = { auditId: "a1", reviews };

function withProviders(children: ReactNode, value: ReviewState | null, source: RunSource = { kind: "owner", runId: "run-1" }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <RunAccessProvider source={source}>
        <ReviewProvider value={value}>{children}</ReviewProvider>
      </RunAccessProvider>
    </QueryClientProvider>
  );
}

/** A fetch that knows this session's reviewer and records what is posted. */
function stubApi() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/session/reviewer") return json({ reviewer: "Ana" });
      if (init?.method === "POST" && url === "/api/runs/run-1/reviews") {
        posted.push(JSON.parse(String(init.body)));
        return json({ ...accept, id: "r9" }, 201);
      }
      return json(reviews);
    }),
  );
  return posted;
}

describe("reviewed verdicts", () => {
  it("show the reviewer's verdict on the sentence, the auditor's beside it, and count by the shown one", () => {
    render(<ReportVerdicts report={{ text, sentences: reviewedSentences(report.sentences, reviews) }} selectedClaim={null} onOpenSentence={() => {}} />);
    const [, margins] = screen.getAllByTestId("report-sentence");
    expect(margins.getAttribute("data-verdict")).toBe("found");
    expect(margins.getAttribute("data-auditor-verdict")).toBe("not-found");
    expect(margins.textContent).toContain("auditor: not found");
    expect(screen.getByTestId("verdict-legend-not-found").textContent).toContain("0");
    expect(screen.getByTestId("verdict-legend-found").textContent).toContain("2");
  });

  it("leave sentences and results as the auditor said without reviews", () => {
    expect(reviewedSentences(report.sentences, undefined)).toEqual(report.sentences);
    const result = { fence: "writer->report", status: "fail", bySource: [{ source: "writer", status: "fail" }] } as unknown as FenceResult;
    expect(reviewedResults([result], undefined)).toEqual([result]);
    // A reviewed fence takes the reviewer's status as a whole, its per-upstream parts dropped.
    expect(reviewedResults([result], reviews)).toEqual([{ ...result, status: "pass", bySource: null }]);
  });
});

describe("a sentence's review", () => {
  it("says both verdicts and keeps the history", async () => {
    stubApi();
    render(withProviders(<SentenceReview index={1} />, state));
    expect(screen.getByTestId("sentence-verdicts").textContent).toBe("auditor ✗ · reviewer ✓ accepted by Ana, 2 Dec 2026");
    expect(screen.getByTestId("review-entry").textContent).toContain("checked the filing");
  });

  it("posts a reject with its reason, editing the reviewer's latest verdict", async () => {
    const posted = stubApi();
    render(withProviders(<SentenceReview index={1} />, state));
    fireEvent.click(await screen.findByTestId("review-reject"));
    fireEvent.change(screen.getByTestId("review-reason"), { target: { value: "wrong-period" } });
    fireEvent.change(screen.getByTestId("review-text"), { target: { value: "FY24, not FY25" } });
    fireEvent.click(screen.getByTestId("review-submit"));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ auditId: "a1", target: { kind: "sentence", start: 18, end: 38 }, kind: "reject", reason: "wrong-period", text: "FY24, not FY25", revisesId: "r1" });
  });

  it("needs text for a comment", async () => {
    stubApi();
    render(withProviders(<SentenceReview index={0} />, state));
    fireEvent.click(await screen.findByTestId("review-comment"));
    expect(screen.getByTestId("review-submit").hasAttribute("disabled")).toBe(true);
  });

  it("shows a share link's holder the verdicts and history, with no control to add a review", async () => {
    stubApi();
    render(withProviders(<SentenceReview index={1} />, state, { kind: "share", token: "t0k3n" }));
    expect(screen.getByTestId("sentence-verdicts").textContent).toBe("auditor ✗ · reviewer ✓ accepted by Ana, 2 Dec 2026");
    expect(screen.getByTestId("review-entry").textContent).toContain("checked the filing");
    expect(screen.queryByTestId("review-form")).toBeNull();
    expect(screen.queryByTestId("reviewer-form")).toBeNull();
  });

  it("draws nothing while the shown audit has no reviews to read (not finished)", () => {
    stubApi();
    const { container } = render(withProviders(<SentenceReview index={1} />, null));
    expect(container.innerHTML).toBe("");
  });
});
