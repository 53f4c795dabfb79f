import { describe, expect, it } from "vitest";
import { minimapSize } from "./minimap-size";

describe("minimapSize", () => {
  it("takes a fifth of the canvas width, two thirds as high", () => {
    expect(minimapSize(900, 800)).toEqual({ width: 180, height: 120 });
  });

  it("stays small beside a report and chain at 1024 px (a 360 px graph)", () => {
    const size = minimapSize(360, 700);
    expect(size).toEqual({ width: 80, height: 53 });
    expect((size.width * size.height) / (360 * 700)).toBeLessThan(0.02);
  });

  it("is bounded on very wide canvases and short ones", () => {
    expect(minimapSize(3000, 1200)).toEqual({ width: 220, height: 147 });
    expect(minimapSize(1200, 240)).toEqual({ width: 220, height: 60 });
  });
});
