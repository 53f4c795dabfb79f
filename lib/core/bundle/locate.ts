import { emptyDict } from "./dict";
import type { BundleFiles } from "./files";
import { BundleError } from "./issues";
import { joinPath, parentFolder } from "./paths";

/** Where the parts of a bundle sit among its files (all paths as BundleFiles lists them). */
export interface BundleLayout {
  /** The folder the uploader wrapped everything in ("" when none); report and audit/ may sit here. */
  top: string;
  /** The snapshot's output_dir: the folder holding manifest.json ("" at the top). */
  root: string;
  manifestPath: string;
  /** report.md or report.txt, at the top or beside the manifest; null when there is none. */
  reportPath: string | null;
  audit: AuditFilePaths;
  /** `.audit_cache/{node}/output_summary.txt` per node, in listing order. */
  outputSummaryPaths: Record<string, string>;
}

export interface AuditFilePaths {
  /** Every audit/*.jsonl except the enforcement log: candidates for claim records. */
  claimLogs: string[];
  enforcementLog: string | null;
  groupSnapshot: string | null;
  cascade: string | null;
}

const MANIFEST = "manifest.json";
const REPORT_NAMES = ["report.md", "report.txt"];
const OUTPUT_SUMMARY = /^\.audit_cache\/([^/]+)\/output_summary\.txt$/;

/** Folders archivers add or users never meant as content (macOS resource forks, dot-folders). */
const isNoise = (path: string): boolean => path.startsWith("__MACOSX/") || path.split("/").some((p) => p.startsWith("."));

/** Descend through folders that are the only thing at their level (e.g. the zip's own folder). */
function findContentTop(paths: readonly string[]): string {
  let top = "";
  for (;;) {
    const prefix = top === "" ? "" : `${top}/`;
    const children = new Set<string>();
    for (const path of paths) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf("/");
      if (slash === -1) return top;
      children.add(rest.slice(0, slash));
      if (children.size > 1) return top;
    }
    const [only] = children;
    if (only === undefined) return top;
    top = joinPath(top, only);
  }
}

function findRoot(top: string, paths: readonly string[], present: ReadonlySet<string>): string {
  if (present.has(joinPath(top, MANIFEST))) return top;
  const prefix = top === "" ? "" : `${top}/`;
  const candidates = paths.filter((path) => {
    if (!path.startsWith(prefix) || !path.endsWith(`/${MANIFEST}`)) return false;
    return path.slice(prefix.length).split("/").length === 2 && !isNoise(path.slice(prefix.length));
  });
  if (candidates.length === 0) {
    throw new BundleError("manifest_missing", {
      file: joinPath(top, MANIFEST),
      message: "no manifest.json at the top of the bundle or one folder down",
    });
  }
  if (candidates.length > 1) {
    throw new BundleError("several_bundles", {
      file: joinPath(top, MANIFEST),
      message: `archive holds several bundles: ${candidates.join(", ")}`,
    });
  }
  return parentFolder(candidates[0]);
}

function findAuditFiles(folders: readonly string[], paths: readonly string[]): AuditFilePaths {
  const audit: AuditFilePaths = { claimLogs: [], enforcementLog: null, groupSnapshot: null, cascade: null };
  const auditFolders = new Set(folders.map((folder) => joinPath(folder, "audit")));
  for (const path of paths) {
    if (!auditFolders.has(parentFolder(path))) continue;
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (name === "enforcement_log.jsonl") audit.enforcementLog ??= path;
    else if (name === "group_snapshot.json") audit.groupSnapshot ??= path;
    else if (name === "cascade.json") audit.cascade ??= path;
    else if (name.endsWith(".jsonl")) audit.claimLogs.push(path);
  }
  return audit;
}

/** Find the bundle's root and its parts; throws when there is no manifest or more than one bundle. */
export function locateBundle(files: BundleFiles): BundleLayout {
  const paths = files.list();
  const present = new Set(paths);
  const top = findContentTop(paths.filter((path) => !path.startsWith("__MACOSX/")));
  const root = findRoot(top, paths, present);
  const folders = top === root ? [top] : [top, root];
  const reportPath =
    folders.flatMap((folder) => REPORT_NAMES.map((name) => joinPath(folder, name))).find((path) => present.has(path)) ?? null;

  const outputSummaryPaths = emptyDict<string>();
  const rootPrefix = root === "" ? "" : `${root}/`;
  for (const path of paths) {
    const summary = path.startsWith(rootPrefix) ? OUTPUT_SUMMARY.exec(path.slice(rootPrefix.length)) : null;
    if (summary) outputSummaryPaths[summary[1]] = path;
  }

  return {
    top,
    root,
    manifestPath: joinPath(root, MANIFEST),
    reportPath,
    audit: findAuditFiles(folders, paths),
    outputSummaryPaths,
  };
}
