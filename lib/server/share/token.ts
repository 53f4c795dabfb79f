import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url are 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ShareToken {
  /** Handed to the person sharing, once; never stored. */
  token: string;
  /** Hex SHA-256 of the token: the only thing the database keeps. */
  tokenHash: string;
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function createShareToken(): ShareToken {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashShareToken(token) };
}

/** Anything that cannot be a token is refused before it costs a database query. */
export function isWellFormedShareToken(candidate: string): boolean {
  return TOKEN_PATTERN.test(candidate);
}

/**
 * Whether a presented token hashes to a stored hash, compared in constant time so the answer's
 * timing says nothing about how many leading characters matched.
 */
export function tokenMatchesHash(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashShareToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
