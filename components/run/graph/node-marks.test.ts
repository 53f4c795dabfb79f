import { describe, expect, it } from "vitest";
import { nodeDataAttributes, nodeOutline } from "./node-marks";

describe("node marks", () => {
  it("names an unaudited node as such and leaves out emphasis while no chain is open", () => {
    expect(nodeDataAttributes("writer", null, null)).toEqual({ "data-node": "writer", "data-status": "not-audited", "data-emphasis": undefined });
    expect(nodeDataAttributes("writer", "fail", "dimmed")).toEqual({ "data-node": "writer", "data-status": "fail", "data-emphasis": "dimmed" });
  });

  it("outlines the keyboard's node over a lit one, and nothing else", () => {
    expect(nodeOutline(true, "lit")).toContain("outline-blue-500");
    expect(nodeOutline(false, "lit")).toContain("outline-amber-400");
    expect(nodeOutline(false, "dimmed")).toBe("");
    expect(nodeOutline(false, null)).toBe("");
  });
});
