/**
 * How long a new share link stays valid; `7d` is what the dialog offers first. Kept apart from
 * share.ts (zod schemas) so the run page's share dialog does not pull zod into the browser bundle.
 */
export const SHARE_EXPIRIES = ["1d", "7d", "30d", "never"] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];
export const DEFAULT_SHARE_EXPIRY: ShareExpiry = "7d";
