import type { SentenceFigure } from "@/lib/core/verdicts";

const located = (file: string, line: number) => `${file} line ${line}`;

/** One figure's outcome in words, the same in every output: what, where its chain ended or broke, what came close. */
export function describeFigure(figure: SentenceFigure): string {
  const claim = `"${figure.claim}"`;
  if (figure.source) return `${claim} ${figure.finding} in ${located(figure.source.file, figure.source.line)}`;
  if (figure.finding !== "not-found") return `${claim} ${figure.finding} at ${figure.hop}`;
  const where = figure.upstream ? `found in the report but not upstream, at ${figure.hop}` : `not found at ${figure.hop}`;
  const nearest = figure.nearest[0];
  return `${claim} ${where}; ${nearest ? `nearest: "${nearest.text}" in ${located(nearest.file, nearest.line)}` : "no near candidate"}`;
}

/** The figures that make a ✗ sentence ✗. */
export const failingFigures = (figures: readonly SentenceFigure[]) => figures.filter((figure) => figure.finding === "not-found");
