import type { IngestedRunDto, UploadAnswer } from "@/lib/api/ingest";
import { BundleError, readBundle, type BundleFiles, type ParsedBundle } from "@/lib/core/bundle";
import type { DatabaseConfig } from "../db/config";
import { ingestLimits, type IngestLimits } from "./limits";
import type { IngestProgress } from "./progress";
import { redactBundle } from "./redact-bundle";
import { bundleRows, type BundleRows } from "./rows";
import { openBundle, type BundleSource } from "./sources";
// Straight to the file, not the repos index, which would load the Prisma client into the ingest thread and the CLI.
import { findRunByArchive } from "../repos/stored-archive";
import { storeRun } from "./store-run";

export interface IngestOptions {
  /** The run's name; defaults to the upload's name. */
  name?: string;
  /** File path of the final report inside the bundle, when it is not report.md / report.txt. */
  reportPath?: string;
  /** Store a second copy of a bundle that was already ingested. */
  allowDuplicate?: boolean;
  /** Overrides of the configured limits (see limits.ts). */
  limits?: Partial<IngestLimits>;
  onProgress?: (progress: IngestProgress) => void;
}

/** The stored run as the CLI's `--json` and the upload API describe it. */
export type IngestedRun = IngestedRunDto;
export type IngestResult = UploadAnswer;

/** What was stored, described from the bundle it was built from (not read back out of the rows' JSON columns). */
function describeRun(rows: BundleRows, bundle: ParsedBundle): IngestedRun {
  const artifactsOf = new Map(bundle.agents.map((agent) => [agent.name, agent.stats.artifacts ?? []]));
  const traced = rows.agents.filter((agent) => agent.hasTrace);
  return {
    id: rows.run.id,
    name: rows.run.name,
    sessionId: rows.run.sessionId,
    incomplete: rows.run.incomplete,
    agents: traced.map((agent) => ({
      name: agent.name,
      toolCalls: agent.toolCalls,
      errors: agent.errors,
      traceBytes: agent.traceBytes,
      artifacts: artifactsOf.get(agent.name) ?? [],
    })),
    edges: rows.edges.map((edge) => [edge.source, edge.target]),
    totals: {
      agents: rows.run.agentCount,
      toolCalls: rows.run.toolCallCount,
      errors: rows.run.errorCount,
      artifacts: traced.reduce((sum, agent) => sum + (artifactsOf.get(agent.name)?.length ?? 0), 0),
      traceBytes: rows.run.traceBytes,
    },
    warnings: bundle.warnings,
    redactedSecrets: rows.run.redactedSecrets,
  };
}

/**
 * Bundle in, run out: open (extract safely), parse and validate, then store everything in one
 * transaction. Throws ArchiveError or BundleError (naming file and line) for input that cannot be
 * ingested; nothing is stored then. Only the database's config is needed: every query goes through
 * its driver, so ingesting never loads the Prisma client (a `Database` passes as it is).
 */
export async function ingestBundle(database: { config: DatabaseConfig }, source: BundleSource, options: IngestOptions = {}): Promise<IngestResult> {
  const onProgress = options.onProgress ?? (() => {});
  const parsed = await parseSource(database.config, source, options, onProgress);
  if (parsed.status === "duplicate") return parsed;
  const { bundle, redactions } = redactBundle(parsed.bundle);
  const rows = bundleRows(bundle, { name: parsed.name, archiveSha256: parsed.sha256, redactedSecrets: redactions });
  await storeRun(database.config, rows, onProgress);
  return { status: "created", run: describeRun(rows, bundle) };
}

/** Hundredths of the files: often enough for a smooth bar, rarely enough that reporting costs nothing. */
const PARSING_REPORTS = 100;

/** `files`, reporting parsing progress as the reader reads them (for a zip, reading is inflating). */
function countingReads(files: BundleFiles, onProgress: (progress: IngestProgress) => void): BundleFiles {
  const total = files.list().length;
  const every = Math.max(1, Math.ceil(total / PARSING_REPORTS));
  let filesRead = 0;
  onProgress({ phase: "parsing", files: total, filesRead });
  return {
    list: () => files.list(),
    read: (path) => {
      const bytes = files.read(path);
      if (++filesRead % every === 0) onProgress({ phase: "parsing", files: total, filesRead: Math.min(filesRead, total) });
      return bytes;
    },
  };
}

/**
 * Opens and parses the bundle. An archive's entries are inflated one at a time as the reader needs
 * them and dropped once decoded, so only the decoded texts live on while the run is stored.
 */
async function parseSource(config: DatabaseConfig, source: BundleSource, options: IngestOptions, onProgress: (progress: IngestProgress) => void) {
  const limits = ingestLimits(options.limits);
  const opened = await openBundle(source, limits, onProgress);
  if (!options.allowDuplicate) {
    const existing = await findRunByArchive(config, opened.sha256);
    if (existing) return { status: "duplicate" as const, run: existing };
  }
  let bundle: ParsedBundle;
  try {
    bundle = readBundle(countingReads(opened.files, onProgress), { reportPath: options.reportPath, limits });
  } catch (error) {
    // A damaged archive is refused as such, before any complaint about the bundle inside it.
    if (error instanceof BundleError) opened.readRest();
    throw error;
  }
  opened.readRest();
  const name = options.name?.trim() || opened.label || bundle.manifest.session_id;
  return { status: "parsed" as const, bundle, name, sha256: opened.sha256 };
}
