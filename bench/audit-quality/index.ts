/**
 * Audit quality: the mechanical auditor on every labelled fixture (lib/demo/fixtures), each report
 * against its own trace. A sentence is "flagged" when its verdict is not-found. Goals (issue 6):
 * ≥ 95% of fabricated sentences flagged, ≤ 5% of supported sentences flagged; sentences without a
 * checkable fact should come out unchecked. Every misclassified sentence is listed in the notes.
 */
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { auditSentences, type ReportSentence } from "@/lib/core/verdicts";
import { labelledFixtures, type GroundTruthEntry } from "@/lib/demo/fixtures";
import { benchResult, type BenchMetric, type BenchResult } from "../lib/result";
import { reportAuditTask } from "./report-audit";

interface Tally {
  fabricatedFlagged: number;
  fabricatedMissed: number;
  supportedFlagged: number;
  supportedPassed: number;
  noFactsUnchecked: number;
  noFactsChecked: number;
}

const emptyTally = (): Tally => ({ fabricatedFlagged: 0, fabricatedMissed: 0, supportedFlagged: 0, supportedPassed: 0, noFactsUnchecked: 0, noFactsChecked: 0 });

function addTo(tally: Tally, label: GroundTruthEntry["label"], { verdict }: ReportSentence): boolean {
  const flagged = verdict === "✗";
  const cell: keyof Tally =
    label === "fabricated"
      ? flagged ? "fabricatedFlagged" : "fabricatedMissed"
      : label === "supported"
        ? flagged ? "supportedFlagged" : "supportedPassed"
        : verdict === "?" ? "noFactsUnchecked" : "noFactsChecked";
  tally[cell]++;
  const correct = label === "fabricated" ? flagged : label === "supported" ? verdict === "✓" : verdict === "?";
  return correct;
}

/** Why a sentence came out as it did: its figures and their findings, not-found first. */
function explain(sentence: ReportSentence): string {
  const figures = [...sentence.figures].sort((a, b) => Number(b.finding === "not-found") - Number(a.finding === "not-found"));
  if (figures.length === 0) return "no claim";
  return figures.map((figure) => (figure.source ? `"${figure.claim}" found in ${figure.source.file}:${figure.source.line}` : `"${figure.claim}" ${figure.finding}`)).join("; ");
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Number(((100 * part) / whole).toFixed(1)));

function matrixLine(name: string, tally: Tally): string {
  return (
    `${name}: fabricated flagged ${tally.fabricatedFlagged} / missed ${tally.fabricatedMissed}; ` +
    `supported flagged ${tally.supportedFlagged} / passed ${tally.supportedPassed}; ` +
    `no-facts unchecked ${tally.noFactsUnchecked} / checked ${tally.noFactsChecked}`
  );
}

export async function run(): Promise<BenchResult> {
  const auditor = createMechanicalAuditor();
  const overall = emptyTally();
  const matrices: string[] = [];
  const misclassified: string[] = [];
  let sentences = 0;
  for (const fixture of labelledFixtures) {
    const task = reportAuditTask(fixture.build());
    const outcome = await auditor.audit(task, {});
    if (outcome.error) throw new Error(`${fixture.name}: the audit failed: ${outcome.error}`);
    const verdicts = auditSentences(task.document, { fence: task.fence, claims: outcome.claims });
    const tally = emptyTally();
    for (const truth of fixture.groundTruth) {
      const verdict = verdicts.find((candidate) => candidate.text.includes(truth.fragment));
      if (!verdict) throw new Error(`${fixture.name}: no sentence holds ${JSON.stringify(truth.fragment)}`);
      sentences++;
      addTo(overall, truth.label, verdict);
      if (!addTo(tally, truth.label, verdict)) {
        misclassified.push(`${fixture.name} [${truth.label} → ${verdict.verdict}] ${verdict.text}${truth.note ? ` (truth: ${truth.note})` : ""} | ${explain(verdict)}`);
      }
    }
    matrices.push(matrixLine(fixture.name, tally));
  }
  const fabricated = overall.fabricatedFlagged + overall.fabricatedMissed;
  const supported = overall.supportedFlagged + overall.supportedPassed;
  const noFacts = overall.noFactsUnchecked + overall.noFactsChecked;
  const metrics: BenchMetric[] = [
    { metric: "labelled sentences", value: sentences, unit: "sentences" },
    { metric: "fabricated sentences flagged", value: percent(overall.fabricatedFlagged, fabricated), unit: `% of ${fabricated}`, goal: "≥ 95%" },
    { metric: "supported sentences flagged", value: percent(overall.supportedFlagged, supported), unit: `% of ${supported}`, goal: "≤ 5%" },
    { metric: "no-facts sentences unchecked", value: percent(overall.noFactsUnchecked, noFacts), unit: `% of ${noFacts}`, goal: "100%" },
  ];
  return benchResult("audit-quality", metrics, [matrixLine("overall", overall), ...matrices, ...misclassified.map((line) => `misclassified: ${line}`)]);
}
