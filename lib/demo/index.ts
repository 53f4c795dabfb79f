export { buildEquityResearchBundle, DEMO_SESSION_ID } from "./equity-research";
export { groundTruth } from "./equity-research-documents";

/** Where the generated demo bundle is committed, relative to the project root. */
export const DEMO_BUNDLE_DIR = "lib/demo/equity-research";
export const DEMO_RUN_NAME = "Demo: Northwind Robotics equity research";
/** The demo pipeline's technical agent only reads market data feeds, so its output is trusted. */
export const DEMO_TRUSTED_SOURCES = ["technical"];
