import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FailureThrottle } from "./failure-throttle";
import { clientAddress, SignInLimit } from "./sign-in-limit";

describe("FailureThrottle", () => {
  const throttle = () => new FailureThrottle({ freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000, maxKeys: 3 });

  it("lets the free failures through, then doubles the wait after each further one, up to the cap", () => {
    const limit = throttle();
    let now = 0;
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      limit.fail("a", now);
      waits.push(limit.retryAfterMs("a", now));
      now += waits.at(-1)!;
    }
    expect(waits).toEqual([0, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(limit.retryAfterMs("b", now)).toBe(0);
  });

  it("counts down the wait, and forgets a key after a success or a quiet spell", () => {
    const limit = throttle();
    for (let i = 0; i < 3; i++) limit.fail("a", 0);
    expect(limit.retryAfterMs("a", 1500)).toBe(500);
    expect(limit.retryAfterMs("a", 2000)).toBe(0);
    limit.succeed("a");
    limit.fail("a", 0);
    expect(limit.retryAfterMs("a", 0)).toBe(0);
    for (let i = 0; i < 5; i++) limit.fail("b", 0);
    expect(limit.retryAfterMs("b", 60_001)).toBe(0);
  });

  it("remembers a bounded number of keys, dropping the longest quiet first", () => {
    const limit = throttle();
    for (const key of ["a", "b", "c", "d"]) for (let i = 0; i < 3; i++) limit.fail(key, 0);
    expect(limit.retryAfterMs("a", 0)).toBe(0);
    expect(limit.retryAfterMs("d", 0)).toBe(2000);
  });
});

describe("SignInLimit", () => {
  beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("brakes one address after five wrong tokens and logs every one", () => {
    const limit = new SignInLimit();
    for (let i = 0; i < 4; i++) limit.fail("203.0.113.7", 0);
    expect(limit.retryAfterMs("203.0.113.7", 0)).toBe(0);
    limit.fail("203.0.113.7", 0);
    expect(limit.retryAfterMs("203.0.113.7", 0)).toBe(1000);
    expect(limit.retryAfterMs("198.51.100.1", 0)).toBe(0);
    expect(console.warn).toHaveBeenCalledTimes(5);
    expect(vi.mocked(console.warn).mock.calls[4][0]).toContain("203.0.113.7 (5 in a row)");
  });

  it("brakes everyone once wrong tokens come from many addresses (a forged X-Forwarded-For)", () => {
    const limit = new SignInLimit();
    for (let i = 0; i < 50; i++) limit.fail(`forged-${i}`, 0);
    expect(limit.retryAfterMs("198.51.100.1", 0)).toBe(1000);
    expect(limit.retryAfterMs("198.51.100.1", 1000)).toBe(0);
  });

  it("reads the client address from X-Forwarded-For", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});
