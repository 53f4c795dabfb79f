export type EntryPathCheck = { safe: true; path: string } | { safe: false; problem: string };

const DRIVE_LETTER = /^[A-Za-z]:/;

/**
 * Turns a stored entry name into a relative POSIX path ("./a//b" → "a/b"), or says why it is unsafe.
 * Backslashes are refused rather than converted: a name that means a different path on Windows
 * is a name a reviewer should not have to trust.
 */
export function checkEntryPath(rawName: string): EntryPathCheck {
  if (rawName.includes("\0")) return { safe: false, problem: "contains a NUL character" };
  if (rawName.includes("\\")) return { safe: false, problem: 'uses backslashes (only "/" separators are accepted)' };
  if (rawName.startsWith("/")) return { safe: false, problem: "is absolute (starts with /)" };
  if (DRIVE_LETTER.test(rawName)) return { safe: false, problem: "starts with a Windows drive letter" };
  const segments = rawName.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) return { safe: false, problem: 'climbs out of the archive with ".."' };
  return { safe: true, path: segments.join("/") };
}

/** Files macOS adds when zipping (resource forks, Finder state); never part of a bundle. */
export function isMacJunk(path: string): boolean {
  const segments = path.split("/");
  const baseName = segments[segments.length - 1];
  return segments[0] === "__MACOSX" || baseName === ".DS_Store" || baseName.startsWith("._");
}
