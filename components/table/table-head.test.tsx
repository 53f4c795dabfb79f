import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { TableHead } from "./table-head";

afterEach(cleanup);

describe("TableHead", () => {
  it("writes one header cell per column: numbers right-aligned, a controls column named for screen readers only", () => {
    render(
      <table>
        <TableHead columns={[{ label: "Run" }, { label: "Agents", numeric: true }, { label: "Actions", screenReaderOnly: true }]} />
      </table>,
    );
    const cells = screen.getAllByRole("columnheader");
    expect(cells.map((cell) => cell.textContent)).toEqual(["Run", "Agents", "Actions"]);
    expect(cells[0].className).not.toContain("text-right");
    expect(cells[1].className).toContain("text-right");
    expect(cells[2].querySelector(".sr-only")?.textContent).toBe("Actions");
    expect(cells[0].className).toContain("py-2");
  });

  it("packs the cells tighter when dense", () => {
    render(
      <table>
        <TableHead columns={[{ label: "Label" }]} dense />
      </table>,
    );
    expect(screen.getByRole("columnheader").className).toContain("py-1.5");
  });
});
