import { FailureThrottle } from "./failure-throttle";

/**
 * The brake on guessing the admin token, through the sign-in form or a bearer header. Per client
 * address, five free failures, then 1 s, 2 s, 4 s … up to 15 minutes between attempts. The address
 * is the first X-Forwarded-For entry, which Next sets from the socket when the client sends none; a
 * client that forges it escapes the per-address brake, so a second one counts every failure: after
 * 50 in a row, all sign-ins slow down together (1 s doubling, at most a minute apart).
 */

const MINUTE = 60_000;
const perAddress = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE, maxKeys: 10_000 };
const everyone = { freeFailures: 50, baseDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: 10 * MINUTE, maxKeys: 1 };
const ALL = "*";

export class SignInLimit {
  private readonly byAddress = new FailureThrottle(perAddress);
  private readonly overall = new FailureThrottle(everyone);

  /** Milliseconds before `address` may try again; 0 when it may now. */
  retryAfterMs(address: string, now = Date.now()): number {
    return Math.max(this.byAddress.retryAfterMs(address, now), this.overall.retryAfterMs(ALL, now));
  }

  /** Records (and logs) a wrong token. */
  fail(address: string, now = Date.now()): void {
    const inARow = this.byAddress.fail(address, now);
    this.overall.fail(ALL, now);
    console.warn(`cairn: wrong admin token from ${address} (${inARow} in a row)`);
  }

  succeed(address: string): void {
    this.byAddress.succeed(address);
    this.overall.succeed(ALL);
  }
}

/** The client's address as Next forwards it; "unknown" when there is none. */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

const globalForLimit = globalThis as unknown as { cairnSignInLimit?: SignInLimit };

/** One per process: the proxy and the routes reading it (sign-in, uploads) are bundled apart but must share it. */
export function signInLimit(): SignInLimit {
  return (globalForLimit.cairnSignInLimit ??= new SignInLimit());
}
