export { nearestCandidates, agentOfSourceFile, type NearestQuery } from "./nearest";
export { attachNearest } from "./attach";
export type { FiguresOf } from "./source-numbers";
