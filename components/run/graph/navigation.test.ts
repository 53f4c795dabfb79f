import { describe, expect, it } from "vitest";
import { arrowDirection, nodeInDirection } from "./navigation";

const box = (x: number, y: number) => ({ x, y, width: 100, height: 50 });
// literature, trial_data, stats stacked in one layer; synthesizer to their right.
const NODES = { literature: box(0, 0), trial_data: box(0, 100), stats: box(0, 200), synthesizer: box(300, 100), writer: box(600, 100) };

describe("nodeInDirection", () => {
  it("moves along the flow with left/right and within a layer with up/down", () => {
    expect(nodeInDirection(NODES, "trial_data", "right")).toBe("synthesizer");
    expect(nodeInDirection(NODES, "synthesizer", "right")).toBe("writer");
    expect(nodeInDirection(NODES, "synthesizer", "left")).toBe("trial_data");
    expect(nodeInDirection(NODES, "trial_data", "up")).toBe("literature");
    expect(nodeInDirection(NODES, "trial_data", "down")).toBe("stats");
  });

  it("stays put at the graph's edge and for unknown nodes", () => {
    expect(nodeInDirection(NODES, "writer", "right")).toBeNull();
    expect(nodeInDirection(NODES, "literature", "up")).toBeNull();
    expect(nodeInDirection(NODES, "nobody", "up")).toBeNull();
  });
});

describe("arrowDirection", () => {
  it("maps arrow keys and ignores others", () => {
    expect(arrowDirection("ArrowUp")).toBe("up");
    expect(arrowDirection("Enter")).toBeNull();
  });
});
