export { buildEquityResearchBundle, DEMO_SESSION_ID } from "./equity-research";
export { groundTruth } from "./equity-research-documents";

/** Where the generated demo bundle is committed, relative to the project root. */
export const DEMO_BUNDLE_DIR = "lib/demo/equity-research";
export const DEMO_RUN_NAME = "Demo: Northwind Robotics equity research";
