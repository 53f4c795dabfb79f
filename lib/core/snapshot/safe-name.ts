const MAX_SAFE_NAME_LENGTH = 100;

/** File-name stem for a tool (spec §5.2): `[a-zA-Z0-9_-]` only, edges' `_` stripped, ≤ 100 chars. */
export function safeName(tool: string): string {
  const safe = tool
    .replace(/[^a-zA-Z0-9_-]/gu, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, MAX_SAFE_NAME_LENGTH);
  return safe || "unknown";
}
