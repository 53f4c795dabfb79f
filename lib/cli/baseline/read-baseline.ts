import { readFileSync } from "node:fs";
import path from "node:path";
import { ArchiveError, detectArchiveFormat, extractArchive } from "@/lib/core/archive";
import { BundleError, decodeText, describeIssue, parseCascadeFile, parseCitations, type CascadeEdgeRecord, type FencedClaim } from "@/lib/core/bundle";
import { UsageError } from "../errors";

/** An earlier audit to compare with: its claims, and each fence's status when the file says it. */
export interface Baseline {
  file: string;
  claims: FencedClaim[];
  /** cascade.json's edges (an audit zip holding one); null for a bare claims.jsonl. */
  edges: CascadeEdgeRecord[] | null;
}

const refuse = (message: string) => new UsageError(`--baseline ${message}`);

/** The shortest path in the archive with this file name: `claims.jsonl` at the root before `audit/claims.jsonl`. */
function entryNamed(files: Map<string, Uint8Array>, name: string): string | undefined {
  return [...files.keys()].filter((entry) => entry === name || entry.endsWith(`/${name}`)).sort((a, b) => a.length - b.length)[0];
}

function text(bytes: Uint8Array, file: string): string {
  const decoded = decodeText(bytes, file);
  if (decoded.warning) throw refuse(describeIssue(decoded.warning));
  return decoded.text;
}

function claimsOf(content: string, file: string): FencedClaim[] {
  const { entries, warnings } = parseCitations(content, file);
  // A line the parser skips would silently drop a claim from the comparison: refuse the file instead.
  if (warnings.length > 0) throw refuse(describeIssue(warnings[0]));
  if (entries.length === 0) throw refuse(`${file}: holds no claim record`);
  return entries;
}

/**
 * Reads `--baseline`: a claims.jsonl (what `cairn audit` writes, or audit-fence's citations), or
 * an audit zip (the dashboard's export, or a zipped `cairn-audit/` folder) holding one and,
 * beside it, cascade.json. Anything else is refused naming the file, line and problem.
 */
export async function readBaseline(file: string): Promise<Baseline> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw refuse(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (detectArchiveFormat(bytes) === undefined) return { file, claims: claimsOf(text(bytes, file), file), edges: null };

  let files: Map<string, Uint8Array>;
  try {
    files = (await extractArchive(bytes, path.basename(file))).files;
  } catch (error) {
    if (error instanceof ArchiveError) throw refuse(`${file}: ${error.message}`);
    throw error;
  }
  const claimsEntry = entryNamed(files, "claims.jsonl");
  if (!claimsEntry) throw refuse(`${file}: holds no claims.jsonl (an audit zip has audit/claims.jsonl)`);
  const label = (entry: string) => `${file}!${entry}`;
  const cascadeEntry = entryNamed(files, "cascade.json");
  let edges: CascadeEdgeRecord[] | null = null;
  if (cascadeEntry) {
    try {
      edges = parseCascadeFile(text(files.get(cascadeEntry)!, label(cascadeEntry)), label(cascadeEntry)).edges;
    } catch (error) {
      if (error instanceof BundleError) throw refuse(error.message);
      throw error;
    }
  }
  return { file, claims: claimsOf(text(files.get(claimsEntry)!, label(claimsEntry)), label(claimsEntry)), edges };
}
