import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { SearchInput } from "./search-input";

afterEach(cleanup);

function Field({ onEnter, invalidWhen }: { onEnter: (backwards: boolean) => void; invalidWhen?: string }) {
  const [text, setText] = useState("");
  return (
    <SearchInput testId="field" label="Find" placeholder="Find" value={text} onChange={setText} onEnter={onEnter} invalid={text === invalidWhen} className="w-44" />
  );
}

describe("SearchInput", () => {
  it("hands Enter to its owner, backwards with Shift, and nothing for other keys", () => {
    const onEnter = vi.fn();
    render(<Field onEnter={onEnter} />);
    const field = screen.getByTestId("field");
    fireEvent.change(field, { target: { value: "hazard" } });
    fireEvent.keyDown(field, { key: "a" });
    fireEvent.keyDown(field, { key: "Enter" });
    fireEvent.keyDown(field, { key: "Enter", shiftKey: true });
    expect(onEnter.mock.calls).toEqual([[false], [true]]);
    expect((field as HTMLInputElement).value).toBe("hazard");
    expect(field.getAttribute("aria-label")).toBe("Find");
  });

  it("marks a text that finds nothing", () => {
    render(<Field onEnter={() => {}} invalidWhen="zzz" />);
    const field = screen.getByTestId("field");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(field, { target: { value: "zzz" } });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.className).toContain("border-red-400");
  });
});
