import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { FenceResult } from "@/lib/api";
import { NodeVerdictReasons } from "./node-verdict-reasons";

afterEach(cleanup);

const result = (fence: string, status: FenceResult["status"], counts: Partial<FenceResult> = {}): FenceResult => ({
  id: fence,
  fence,
  sources: [],
  target: "writer",
  documentKind: "node_output",
  status,
  claims: 12,
  found: 9,
  notFound: 3,
  unchecked: 0,
  rejections: 0,
  error: null,
  ...counts,
});

describe("NodeVerdictReasons", () => {
  it("gives each fence on the agent's output that did not pass, with what it checked against and how many were not found", () => {
    render(
      <NodeVerdictReasons
        auditId="a"
        results={[result("synthesizer->writer", "fail"), result("writer/calls->writer", "pass"), result("macro+technical->writer", "error", { error: "the auditor timed out" })]}
      />,
    );
    const reasons = screen.getAllByTestId("node-verdict-reason");
    expect(reasons.map((reason) => reason.getAttribute("data-fence"))).toEqual(["synthesizer->writer", "macro+technical->writer"]);
    expect(reasons[0].textContent).toContain("against synthesizer (synthesizer->writer): 3 of 12 claims not found");
    expect(reasons[1].textContent).toContain("against macro + technical (macro+technical->writer): the auditor timed out");
    // Closed, a reason fetches nothing: its claims load once it is opened.
    expect(screen.queryByTestId("fence-result")).toBeNull();
  });

  it("says nothing when every fence passed or was empty", () => {
    render(<NodeVerdictReasons auditId="a" results={[result("a->writer", "pass"), result("writer/calls->writer", "empty", { claims: 0, notFound: 0 })]} />);
    expect(screen.queryByTestId("node-verdict-reasons")).toBeNull();
  });
});
