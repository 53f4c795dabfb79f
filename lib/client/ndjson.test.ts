import { describe, expect, it } from "vitest";
import { readNdjson } from "./ndjson";

describe("readNdjson", () => {
  it("returns complete lines only and resumes where it stopped", () => {
    const first = readNdjson<{ n: number }>('{"n":1}\n{"n":2}\n{"n"', 0);
    expect(first.events).toEqual([{ n: 1 }, { n: 2 }]);
    const second = readNdjson<{ n: number }>('{"n":1}\n{"n":2}\n{"n":3}\n', first.next);
    expect(second.events).toEqual([{ n: 3 }]);
  });
});
