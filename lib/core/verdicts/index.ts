export { reportSentences, auditSentences, figureOf, searchedPattern, sentenceVerdict, verdictCounts, VERDICT_FINDING } from "./report-sentences";
export { placeClaims } from "./place-claims";
export { reportClaims } from "./report-claims";
export type { SentenceVerdict, SentenceFigure, ReportSentence, FigureSource, FigureSearch } from "./types";
export { fanInAttribution, edgeStatusOf, type SourceAttribution } from "./fan-in";
