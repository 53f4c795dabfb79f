import type { ShareExpiry } from "@/lib/api/share-expiry";

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_DAYS: Record<ShareExpiry, number | null> = { "1d": 1, "7d": 7, "30d": 30, never: null };

/** When a link made at `now` with this expiry stops working; null for never. */
export function expiresAtFor(expiry: ShareExpiry, now: Date): Date | null {
  const days = EXPIRY_DAYS[expiry];
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}
