/** Python's posixpath.normpath: "" → ".", collapses "." and "a/..", keeps a leading "//". */
export function normpath(path: string): string {
  if (path === "") return ".";
  const leadingSlashes = path.startsWith("//") && !path.startsWith("///") ? 2 : path.startsWith("/") ? 1 : 0;
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && (leadingSlashes === 0 ? parts.length > 0 && parts[parts.length - 1] !== ".." : true)) {
      if (parts.length > 0) parts.pop();
      continue;
    }
    parts.push(part);
  }
  const joined = "/".repeat(leadingSlashes) + parts.join("/");
  return joined || ".";
}
