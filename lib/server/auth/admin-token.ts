/** CAIRN_ADMIN_TOKEN, or null when access control is off (a blank value counts as unset). */
export function adminToken(env: Record<string, string | undefined> = process.env): string | null {
  const token = env.CAIRN_ADMIN_TOKEN?.trim();
  return token ? token : null;
}
