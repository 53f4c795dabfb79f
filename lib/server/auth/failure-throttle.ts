/**
 * Exponential backoff after failed attempts, per key. Once a key has failed `freeFailures` times
 * in a row, every attempt must wait `baseDelayMs × 2^(failures − freeFailures)` (capped) since the
 * last failure. A success forgets the key; so does a quiet `forgetAfterMs`.
 */
import { LRUCache } from "lru-cache";

export interface ThrottleOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  /** Most keys remembered; the longest-quiet ones are dropped first. */
  maxKeys: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

export class FailureThrottle {
  /** Ordered by last failure: only `fail` sets, and reads peek, so a check never makes a key look recent. */
  private readonly failures: LRUCache<string, Failures>;

  constructor(private readonly options: ThrottleOptions) {
    this.failures = new LRUCache({ max: options.maxKeys });
  }

  /** Milliseconds `key` must still wait before its next attempt is even checked; 0 when it may try now. */
  retryAfterMs(key: string, now: number): number {
    const entry = this.current(key, now);
    if (!entry || entry.count < this.options.freeFailures) return 0;
    const delay = Math.min(this.options.baseDelayMs * 2 ** (entry.count - this.options.freeFailures), this.options.maxDelayMs);
    return Math.max(0, entry.lastAt + delay - now);
  }

  /** Records a failure; returns how many `key` has had in a row. */
  fail(key: string, now: number): number {
    const count = (this.current(key, now)?.count ?? 0) + 1;
    this.failures.set(key, { count, lastAt: now });
    return count;
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.peek(key);
    if (entry && now - entry.lastAt > this.options.forgetAfterMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
