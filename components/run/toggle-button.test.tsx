import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ToggleButton } from "./toggle-button";

afterEach(cleanup);

describe("ToggleButton", () => {
  it("is a plain button whose aria-pressed follows pressed, passing clicks and data attributes through", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ToggleButton data-testid="chip" data-tool="search" pressed={false} onClick={onClick} className="rounded">
        search
      </ToggleButton>,
    );
    const chip = screen.getByTestId("chip");
    expect(chip.getAttribute("type")).toBe("button");
    expect(chip.getAttribute("aria-pressed")).toBe("false");
    expect(chip.dataset.tool).toBe("search");
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <ToggleButton data-testid="chip" pressed onClick={onClick} className="rounded">
        search
      </ToggleButton>,
    );
    expect(chip.getAttribute("aria-pressed")).toBe("true");
    expect(chip.className).toContain("bg-blue-600");
  });

  it("shows the soft look when pressed and asked for it", () => {
    render(
      <ToggleButton data-testid="choice" pressed look="soft" className="rounded">
        Accept
      </ToggleButton>,
    );
    expect(screen.getByTestId("choice").className).toContain("bg-blue-50");
    expect(screen.getByTestId("choice").className).not.toContain("bg-blue-600");
  });
});
