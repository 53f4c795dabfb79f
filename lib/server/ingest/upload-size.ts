/**
 * The largest request body Cairn accepts (CAIRN_MAX_UPLOAD_BYTES, 1 GiB by default): a larger
 * Content-Length is refused before any of the body is read (lib/server/auth's `decideAccess`), an
 * upload sent without one once it grows past it (`upload-request.ts`). next.config.ts lets Next
 * hand the proxy bodies this large (its default, 10 MB, cuts bigger ones short). No imports:
 * next.config.ts loads this file on its own.
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 1024 ** 3;

export function maxUploadBytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.CAIRN_MAX_UPLOAD_BYTES);
  return env.CAIRN_MAX_UPLOAD_BYTES?.trim() && Number.isFinite(value) && value > 0 ? value : DEFAULT_MAX_UPLOAD_BYTES;
}
