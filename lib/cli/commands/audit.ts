import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBundle } from "@/lib/core/bundle";
import { joinedAsciiTexts } from "@/lib/core/node";
import {
  cascadeClaimsJsonl,
  cascadeEnforcementLog,
  cascadeInputFromBundle,
  auditCascade,
  cascadeJson,
} from "@/lib/core/cascade";
import { fanInAttribution } from "@/lib/core/verdicts";
import { createAuditor } from "@/lib/server/audits/auditors";
import { ingestLimits } from "@/lib/server/ingest/limits";
import { openBundle } from "@/lib/server/ingest/sources";
import { lineLocator } from "@/lib/core/lines";
import { compareWithBaseline, printDiff, readBaseline } from "../baseline";
import { auditedReport, emitCiReports } from "../ci";
import { UsageError } from "../errors";
import { printHops, printSentences } from "../print-audit";
import { readingBundle, sourceFromPath } from "../source";
import type { Options } from ".";

/**
 * The same cascade the server runs, without a server: prints the report's sentences with their
 * verdicts and a table per audit, writes cascade.json, claims.jsonl and enforcement_log.jsonl,
 * and exits 1 when the cascade fails or, with --fail-on not-found, exactly when a report sentence
 * is ✗, so CI can gate a pipeline.
 */
export async function run(target: string, options: Options): Promise<number> {
  if (options.json && options.format === "github") throw new UsageError("--json and --format github both print to stdout: choose one");
  if (options["fail-on"] === "new-not-found" && !options.baseline) throw new UsageError("--fail-on new-not-found needs --baseline FILE: the audit a sentence was not ✗ in");
  // Read before the audit runs, so a bad baseline fails at once.
  const baseline = options.baseline ? await readBaseline(options.baseline as string) : null;
  const kind = (options.auditor as string | undefined) ?? "mechanical";
  const source = sourceFromPath(target);
  const bundle = await readingBundle(target, async () => readBundle((await openBundle(source, ingestLimits(), () => {})).files, { batchDecoder: joinedAsciiTexts }));
  const started = new Date().toISOString();
  const auditor = createAuditor(kind, { manifest: bundle.manifest });
  const cascade = await auditCascade(cascadeInputFromBundle(bundle), auditor);
  const finished = new Date().toISOString();

  const outDir = path.resolve((options.out as string | undefined) ?? "cairn-audit");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "cascade.json"), cascadeJson(cascade, { sessionId: bundle.manifest.session_id, auditor: { kind: auditor.kind, model: auditor.model }, started, finished }));
  writeFileSync(path.join(outDir, "claims.jsonl"), cascadeClaimsJsonl(cascade));
  writeFileSync(path.join(outDir, "enforcement_log.jsonl"), cascadeEnforcementLog(cascade));

  const reportFile = (documentPath: string) => (source.kind === "directory" ? path.relative(process.cwd(), path.join(source.path, documentPath)) : documentPath);
  const report = auditedReport(cascade, cascade.tasks, reportFile);
  const diff = baseline && compareWithBaseline(baseline, cascade, cascade.tasks, report);
  // --fail-on not-found gates on the report's sentences alone, new-not-found on those that got worse; without either (or without a report), on the cascade.
  const failed =
    options["fail-on"] === "new-not-found" ? diff!.newNotFound.length > 0 : options["fail-on"] === "not-found" && report ? report.sentences.some((sentence) => sentence.verdict === "✗") : !cascade.allPassed;
  if (options.json) {
    console.log(
      JSON.stringify({
        allPassed: cascade.allPassed,
        failedEdges: cascade.failedEdges,
        out: outDir,
        audits: cascade.results.map((result) => {
          const bySource = fanInAttribution(result);
          return {
            fence: result.fence,
            status: result.status,
            found: result.found,
            notFound: result.notFound,
            unchecked: result.unchecked,
            rejections: result.rejections.length,
            ...(result.error ? { error: result.error } : {}),
            ...(bySource ? { bySource } : {}),
          };
        }),
        report: report?.path ?? null,
        sentences: report?.sentences ?? [],
        ...(diff ? { baseline: diff } : {}),
      }),
    );
  } else {
    if (report) printSentences(report);
    printHops(cascade);
    console.log(`\n${cascade.allPassed ? "cascade passed" : `cascade failed: ${cascade.failedEdges.map(([s, t]) => `${s}->${t}`).join(", ")}`}; files in ${outDir}`);
    if (diff) printDiff(diff, lineLocator(report?.text ?? ""), (index) => report?.sentences[index]?.start ?? 0);
  }
  emitCiReports(report, { junit: options.junit as string | undefined, format: options.format as string | undefined });
  return failed ? 1 : 0;
}
