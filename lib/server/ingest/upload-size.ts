/**
 * The largest upload body Cairn accepts (CAIRN_MAX_UPLOAD_BYTES, 1 GiB by default). Read by
 * next.config.ts, which lets Next hand the proxy bodies this large (its default, 10 MB, cut bigger
 * uploads short), and by the proxy, which refuses a larger Content-Length before reading any of it.
 * No imports: next.config.ts loads this file on its own.
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 1024 ** 3;

export function maxUploadBytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.CAIRN_MAX_UPLOAD_BYTES);
  return env.CAIRN_MAX_UPLOAD_BYTES?.trim() && Number.isFinite(value) && value > 0 ? value : DEFAULT_MAX_UPLOAD_BYTES;
}
