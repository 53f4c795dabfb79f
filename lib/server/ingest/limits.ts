import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "@/lib/core/archive";
import { DEFAULT_BUNDLE_LIMITS, type BundleLimits } from "@/lib/core/bundle";

/** Every bound on an upload, from the environment (README "Configuration"); unset or unreadable values keep the defaults. */
export type IngestLimits = ArchiveLimits & BundleLimits;

const ENVIRONMENT: Record<string, keyof IngestLimits> = {
  CAIRN_MAX_UNCOMPRESSED_BYTES: "maxTotalBytes",
  CAIRN_MAX_FILES: "maxFiles",
  CAIRN_MAX_COMPRESSION_RATIO: "maxRatio",
  CAIRN_MAX_LINE_BYTES: "maxLineBytes",
  CAIRN_MAX_AGENTS: "maxAgents",
  CAIRN_MAX_EDGES: "maxEdges",
};

export function ingestLimits(overrides: Partial<IngestLimits> = {}, env: Record<string, string | undefined> = process.env): IngestLimits {
  const limits: IngestLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...DEFAULT_BUNDLE_LIMITS };
  for (const [name, key] of Object.entries(ENVIRONMENT)) {
    const value = Number(env[name]);
    if (env[name]?.trim() && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return { ...limits, ...overrides };
}
