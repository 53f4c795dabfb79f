import { parseCascadeFile, parseGroupSnapshot } from "./audit-files";
import { parseCitations, parseEnforcementLog } from "./audit-logs";
import type { BundleFiles } from "./files";
import { BundleError, type BundleIssue } from "./issues";
import type { AuditFilePaths } from "./locate";
import type { AuditRecords } from "./parsed-bundle";
import { readFileText } from "./trace-files";

/** A broken optional audit file must not sink the bundle: its error becomes a warning. */
function readDocument<T>(path: string | null, parse: (text: string, file: string) => T, files: BundleFiles, warnings: BundleIssue[]): T | null {
  const text = path === null ? undefined : readFileText(files, path, warnings);
  if (path === null || text === undefined) return null;
  try {
    return parse(text, path);
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    warnings.push({ file: error.file, line: error.line, message: `${error.problem}; file ignored` });
    return null;
  }
}

/** Read what an audit left in audit/: claims, rejections, the group snapshot and the cascade summary. */
export function readAudit(paths: AuditFilePaths, files: BundleFiles, warnings: BundleIssue[]): AuditRecords {
  let claims: AuditRecords["claims"] = [];
  for (const path of paths.claimLogs) {
    const text = readFileText(files, path, warnings) ?? "";
    const parsed = parseCitations(text, path);
    if (parsed.entries.length === 0 && text.trim() !== "") {
      warnings.push({ file: path, message: "holds no claim records; file ignored" });
      continue;
    }
    claims = claims.concat(parsed.entries);
    warnings.push(...parsed.warnings);
  }

  let rejections: AuditRecords["rejections"] = [];
  const logText = paths.enforcementLog === null ? undefined : readFileText(files, paths.enforcementLog, warnings);
  if (paths.enforcementLog !== null && logText !== undefined) {
    const parsed = parseEnforcementLog(logText, paths.enforcementLog);
    rejections = parsed.entries;
    warnings.push(...parsed.warnings);
  }

  return {
    claims,
    rejections,
    groupSnapshot: readDocument(paths.groupSnapshot, parseGroupSnapshot, files, warnings),
    cascade: readDocument(paths.cascade, parseCascadeFile, files, warnings),
  };
}
