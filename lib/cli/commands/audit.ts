import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBundle } from "@/lib/core/bundle";
import {
  cascadeClaimsJsonl,
  cascadeEnforcementLog,
  cascadeInputFromBundle,
  auditCascade,
  cascadeJson,
} from "@/lib/core/cascade";
import { createAuditor } from "@/lib/server/audits/auditors";
import { ingestLimits } from "@/lib/server/ingest/limits";
import { openBundle } from "@/lib/server/ingest/sources";
import { auditedReport, emitCiReports } from "../ci";
import { UsageError } from "../errors";
import { readingBundle, sourceFromPath } from "../source";
import type { Options } from ".";

/**
 * The same cascade the server runs, without a server: prints a table per audit, writes
 * cascade.json, claims.jsonl and enforcement_log.jsonl, and exits non-zero when the cascade
 * fails (or, with --fail-on not-found, when any claim is not found), so CI can gate a pipeline.
 */
export async function run(target: string, options: Options): Promise<number> {
  if (options.json && options.format === "github") throw new UsageError("--json and --format github both print to stdout: choose one");
  const kind = (options.auditor as string | undefined) ?? "mechanical";
  const source = sourceFromPath(target);
  const bundle = await readingBundle(target, async () => readBundle((await openBundle(source, ingestLimits(), () => {})).files));
  const started = new Date().toISOString();
  const auditor = createAuditor(kind, { manifest: bundle.manifest });
  const cascade = await auditCascade(cascadeInputFromBundle(bundle), auditor);
  const finished = new Date().toISOString();

  const outDir = path.resolve((options.out as string | undefined) ?? "cairn-audit");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "cascade.json"), cascadeJson(cascade, { sessionId: bundle.manifest.session_id, auditor: { kind: auditor.kind, model: auditor.model }, started, finished }));
  writeFileSync(path.join(outDir, "claims.jsonl"), cascadeClaimsJsonl(cascade));
  writeFileSync(path.join(outDir, "enforcement_log.jsonl"), cascadeEnforcementLog(cascade));

  const notFound = cascade.results.reduce((sum, result) => sum + result.notFound, 0);
  const failed = !cascade.allPassed || (options["fail-on"] === "not-found" && notFound > 0);
  if (options.json) {
    console.log(
      JSON.stringify({
        allPassed: cascade.allPassed,
        failedEdges: cascade.failedEdges,
        out: outDir,
        audits: cascade.results.map(({ fence, status, found, notFound: missing, unchecked, rejections, error }) => ({
          fence,
          status,
          found,
          notFound: missing,
          unchecked,
          rejections: rejections.length,
          ...(error ? { error } : {}),
        })),
      }),
    );
  } else {
    const width = Math.max(5, ...cascade.results.map((result) => result.fence.length));
    console.log(`${"audit".padEnd(width)}  status     found  not-found  unchecked  rejections`);
    for (const result of cascade.results) {
      console.log(
        `${result.fence.padEnd(width)}  ${result.status.padEnd(9)}  ${String(result.found).padStart(5)}  ${String(result.notFound).padStart(9)}  ${String(result.unchecked).padStart(9)}  ${String(result.rejections.length).padStart(10)}${result.error ? `  ${result.error}` : ""}`,
      );
    }
    console.log(`\n${cascade.allPassed ? "cascade passed" : `cascade failed: ${cascade.failedEdges.map(([s, t]) => `${s}->${t}`).join(", ")}`}; files in ${outDir}`);
  }
  const reportFile = (documentPath: string) => (source.kind === "directory" ? path.relative(process.cwd(), path.join(source.path, documentPath)) : documentPath);
  emitCiReports(auditedReport(cascade, cascade.tasks, reportFile), { junit: options.junit as string | undefined, format: options.format as string | undefined });
  return failed ? 1 : 0;
}
