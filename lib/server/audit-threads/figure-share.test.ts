import { describe, expect, it } from "vitest";
import { figureShare } from "./figure-share";

const paths = ["a", "b", "c", "d", "e"];

describe("figureShare", () => {
  it("gives each part its n-th of the files, together every file once", () => {
    const shares = [0, 1, 2].map((index) => figureShare(paths, { index, count: 3 }));
    expect(shares.flat().sort()).toEqual(paths);
    expect(shares.map((share) => share.length)).toEqual([1, 2, 2]);
  });

  it("has an odd part read its share from the end, so the part before it reading on meets it in the middle", () => {
    expect(figureShare(paths, { index: 0, count: 2 })).toEqual(["a", "b"]);
    expect(figureShare(paths, { index: 1, count: 2 })).toEqual(["e", "d", "c"]);
  });

  it("gives a hop in one part every file in order", () => {
    expect(figureShare(paths, { index: 0, count: 1 })).toEqual(paths);
  });
});
