import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createShareToken, hashShareToken, isWellFormedShareToken, tokenMatchesHash } from "./token";
import { expiresAtFor } from "./expiry";

describe("share tokens", () => {
  it("are 32 random bytes in base64url, stored only as their SHA-256", () => {
    const { token, tokenHash } = createShareToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(tokenHash).not.toContain(token);
  });

  it("never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => createShareToken().token));
    expect(tokens.size).toBe(1000);
  });

  it("match only their own hash", () => {
    const one = createShareToken();
    const other = createShareToken();
    expect(tokenMatchesHash(one.token, one.tokenHash)).toBe(true);
    expect(tokenMatchesHash(other.token, one.tokenHash)).toBe(false);
    expect(tokenMatchesHash(one.token, "")).toBe(false);
    expect(tokenMatchesHash(one.token, hashShareToken(one.token.slice(0, -1) + (one.token.endsWith("A") ? "B" : "A")))).toBe(false);
  });

  it("refuse malformed candidates before any lookup", () => {
    expect(isWellFormedShareToken(createShareToken().token)).toBe(true);
    for (const candidate of ["", "abc", "x".repeat(44), "x".repeat(42) + "=", "../../etc/passwd", "a".repeat(42) + "/"]) {
      expect(isWellFormedShareToken(candidate), candidate).toBe(false);
    }
  });
});

describe("share link expiry", () => {
  const now = new Date("2026-03-01T12:00:00.000Z");
  it("is 1, 7 or 30 days from creation, or never", () => {
    expect(expiresAtFor("1d", now)?.toISOString()).toBe("2026-03-02T12:00:00.000Z");
    expect(expiresAtFor("7d", now)?.toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(expiresAtFor("30d", now)?.toISOString()).toBe("2026-03-31T12:00:00.000Z");
    expect(expiresAtFor("never", now)).toBeNull();
  });
});
