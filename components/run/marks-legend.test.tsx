import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { STATUS_STYLES, VERDICT_STYLES } from "@/lib/core/verdict-style";
import { KEY_MAP } from "./key-map";
import { KeyboardHelp } from "./keyboard-help";
import { MarksLegend } from "./marks-legend";
import { PROVENANCE_STYLES } from "./provenance/provenance-style";

afterEach(cleanup);

describe("the marks legend", () => {
  it("explains every edge status, sentence verdict, provenance badge, the ⚠ marker and an override", () => {
    render(<MarksLegend />);
    const marks = [
      ...Object.keys(STATUS_STYLES).map((status) => `status-${status}`),
      ...Object.keys(VERDICT_STYLES).map((verdict) => `verdict-${verdict}`),
      ...[...Object.keys(PROVENANCE_STYLES), "raw-warning"].map((kind) => `provenance-${kind}`),
      "mark-injection",
      "mark-overridden",
      "mark-label",
      "mark-stale",
      "mark-edge-overrides",
    ];
    for (const mark of marks) expect(screen.getByTestId(`legend-${mark}`).textContent, mark).toMatch(/\w{4,}.*\w{4,}/);
    expect(screen.getByTestId("legend-status-empty").textContent).toContain("∅");
    expect(screen.getByTestId("legend-mark-injection").textContent).toContain("⚠ 2");
    expect(screen.getByTestId("legend-mark-stale").textContent).toContain("· stale");
    expect(screen.getByTestId("legend-mark-edge-overrides").textContent).toContain("✎2");
    expect(screen.getByTestId("legend-provenance-enveloped").textContent).toContain(PROVENANCE_STYLES.enveloped.explanation);
  });
});

describe("the keyboard help", () => {
  it("opens on ?, lists the whole key map, and closes on Esc without the page's Esc running", () => {
    const pageEsc = vi.fn();
    window.addEventListener("keydown", pageEsc);
    render(<KeyboardHelp />);
    expect(screen.queryByTestId("keyboard-help")).toBeNull();
    act(() => void fireEvent.keyDown(window, { key: "?" }));
    expect(screen.getAllByTestId("key-binding")).toHaveLength(KEY_MAP.length);
    expect(screen.getByTestId("keyboard-help").textContent).toContain("Next / previous ✗ sentence");
    pageEsc.mockClear();
    act(() => void fireEvent.keyDown(window, { key: "Escape" }));
    expect(screen.queryByTestId("keyboard-help")).toBeNull();
    expect(pageEsc).not.toHaveBeenCalled();
    window.removeEventListener("keydown", pageEsc);
  });

  it("ignores ? typed into a text box", () => {
    render(
      <>
        <input data-testid="box" />
        <KeyboardHelp />
      </>,
    );
    fireEvent.keyDown(screen.getByTestId("box"), { key: "?" });
    expect(screen.queryByTestId("keyboard-help")).toBeNull();
  });
});
