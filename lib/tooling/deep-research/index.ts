export { buildDeepResearchBundle, DEEP_RESEARCH_SESSION_ID, DEEP_RESEARCH_CREATED } from "./bundle";
export { deepResearchTruth, BUNDLE_NAME } from "./truth";
export { zipBundle } from "./zip";
