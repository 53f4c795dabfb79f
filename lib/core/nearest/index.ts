export { nearestCandidates, agentOfSourceFile, type NearestQuery } from "./nearest";
export { attachNearest } from "./attach";
