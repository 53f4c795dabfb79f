import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { FenceCounts } from "./fence-counts";
import { StatusChip } from "./status-chip";
import { VerdictBadge } from "./verdict-badge";
import { STATUS_STYLES, statusStyle, VERDICT_ORDER } from "@/lib/core/verdict-style";
import { tallyFences } from "@/lib/core/cascade";

afterEach(cleanup);

describe("the verdict module", () => {
  it("shows every sentence verdict as an icon and a word, not by colour alone", () => {
    render(
      <ul>
        {VERDICT_ORDER.map((verdict) => (
          <li key={verdict}>
            <VerdictBadge verdict={verdict} count={2} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["✓found2", "✗not found2", "?unchecked2", "·not audited2"]);
  });

  it("shows a fence status chip with its icon, word and count", () => {
    const { container } = render(<StatusChip status="no-output" count={3} />);
    expect(container.textContent).toBe("⊘no output3");
    expect(container.querySelector("[data-status]")?.getAttribute("data-status")).toBe("no-output");
  });

  it("counts fences with pass and fail always shown, another status only when a fence has it", () => {
    const { container, rerender } = render(<FenceCounts tally={tallyFences(["fail", "fail", "error"])} />);
    expect(container.textContent).toBe("fences✓pass0✗fail2!error1");
    rerender(<FenceCounts tally={null} />);
    expect(container.textContent).toBe("not audited");
  });

  it("reads a missing or unknown status as not audited, never as a pass", () => {
    expect(statusStyle(null)).toBe(STATUS_STYLES["not-audited"]);
    expect(statusStyle("exploded")).toBe(STATUS_STYLES["not-audited"]);
    expect(statusStyle("fail")).toBe(STATUS_STYLES.fail);
  });
});
