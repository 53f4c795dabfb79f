import { emptyDict } from "./dict";
import type { BatchDecoder, BundleFiles } from "./files";
import { BundleError, type BundleIssue } from "./issues";
import { checkGraphSize, DEFAULT_BUNDLE_LIMITS, limitedFiles, type BundleLimits } from "./limits";
import { locateBundle } from "./locate";
import { parseManifest } from "./manifest";
import type { BundleDocument, ParsedBundle } from "./parsed-bundle";
import { readAgent, readUnlistedAgent } from "./read-agent";
import { readAudit } from "./read-audit";
import { declaredGraphEdges, findDependencyCycles, findScopeCycles } from "./manifest-edges";
import { readFileText, TraceFiles } from "./trace-files";

export interface ReadBundleOptions {
  /** File path of the final report, when the uploader named one; otherwise report.md / report.txt is looked for. */
  reportPath?: string;
  /** Overrides of DEFAULT_BUNDLE_LIMITS. */
  limits?: Partial<BundleLimits>;
  /** Decodes an agent's call files together (lib/core/node's `joinedAsciiTexts`); by default each is decoded alone. */
  batchDecoder?: BatchDecoder;
}

function readDocumentAt(path: string | null, files: BundleFiles, warnings: BundleIssue[]): BundleDocument | null {
  if (path === null) return null;
  const text = readFileText(files, path, warnings);
  return text === undefined ? null : { path, text };
}

/**
 * Parse a whole bundle. Pure and linear in the bundle's size. Throws BundleError only when there
 * is nothing to ingest (no manifest, several bundles, an unusable manifest) or a limit is broken
 * (see limits.ts); everything else is a warning on the result.
 */
export function readBundle(bundleFiles: BundleFiles, options: ReadBundleOptions = {}): ParsedBundle {
  const limits = { ...DEFAULT_BUNDLE_LIMITS, ...options.limits };
  const files = limitedFiles(bundleFiles, limits);
  const layout = locateBundle(files);
  const warnings: BundleIssue[] = [];

  const manifestText = readFileText(files, layout.manifestPath, warnings);
  if (manifestText === undefined) {
    throw new BundleError("manifest_missing", { file: layout.manifestPath, message: "cannot be read" });
  }
  const manifest = parseManifest(manifestText, layout.manifestPath);
  checkGraphSize(manifest, layout.manifestPath, limits);

  const trace = new TraceFiles(files, layout.root, warnings, options.batchDecoder);
  const agents = Object.entries(manifest.agents).map(([name, stats]) =>
    readAgent(name, stats, trace, layout.manifestPath, warnings),
  );
  const listedFolders = new Set(agents.map((agent) => agent.traceDir));
  const unlistedAgents = trace
    .foldersIn("")
    .filter((folder) => !listedFolders.has(`${folder}/`))
    .flatMap((folder) => readUnlistedAgent(folder, trace, warnings) ?? []);

  for (const cycle of findDependencyCycles(manifest.dependencies)) {
    warnings.push({ file: layout.manifestPath, message: `dependency cycle: ${cycle.join(" -> ")}` });
  }
  const scopes = manifest.scopes ?? {};
  for (const { scope, cycle } of findScopeCycles(scopes)) {
    warnings.push({ file: layout.manifestPath, message: `cycle in the edges of scope "${scope}" (a loop in the graph): ${cycle.join(" -> ")}` });
  }

  const reportPath = options.reportPath ?? layout.reportPath;
  const report = readDocumentAt(reportPath, files, warnings);
  if (options.reportPath !== undefined && report === null) {
    warnings.push({ file: options.reportPath, message: "the named report does not exist" });
  }

  const outputSummaries = emptyDict<BundleDocument>();
  for (const [node, path] of Object.entries(layout.outputSummaryPaths)) {
    const document = readDocumentAt(path, files, warnings);
    if (document) outputSummaries[node] = document;
  }

  return {
    layout: { ...layout, reportPath: report?.path ?? null },
    manifest,
    agents,
    unlistedAgents,
    dependencies: manifest.dependencies,
    graphEdges: declaredGraphEdges(manifest),
    scopes,
    report,
    audit: readAudit(layout.audit, files, warnings),
    outputSummaries,
    warnings,
  };
}
