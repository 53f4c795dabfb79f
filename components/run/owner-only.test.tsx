import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { OwnerOnly } from "./owner-only";
import { renderInRun } from "./testing/render-in-run";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const control = (
  <OwnerOnly fallback={<p data-testid="read-only">read-only</p>}>
    {(runId) => (
      <button type="button" data-testid="control">
        change {runId}
      </button>
    )}
  </OwnerOnly>
);

describe("OwnerOnly", () => {
  it("hands the owner's run id to the control", () => {
    renderInRun(control, { kind: "owner", runId: "run-1" });
    expect(screen.getByTestId("control").textContent).toBe("change run-1");
    expect(screen.queryByTestId("read-only")).toBeNull();
  });

  it("renders no control on a share link, only its fallback", () => {
    renderInRun(control, { kind: "share", token: "T".repeat(43) });
    expect(screen.queryByTestId("control")).toBeNull();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByTestId("read-only").textContent).toBe("read-only");
  });
});
