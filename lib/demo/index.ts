export { buildEquityResearchBundle, DEMO_SESSION_ID, equityResearchGroundTruth } from "./fixtures";

/** Where the generated demo bundle is committed, relative to the project root. */
export const DEMO_BUNDLE_DIR = "lib/demo/equity-research";
export const DEMO_RUN_NAME = "Demo: Northwind Robotics equity research";
/** The demo pipeline's technical agent only reads market data feeds, so its output is trusted. */
export const DEMO_TRUSTED_SOURCES = ["technical"];

/**
 * The second demo run: the LangGraph.js deep-research capture with two researcher subgraphs
 * (its one committed copy is the test fixture, written by lib/tooling/generate-deep-research.ts).
 */
export const DEEP_RESEARCH_BUNDLE_DIR = "fixtures/bundles/deep_research";
export const DEEP_RESEARCH_RUN_NAME = "Demo: Varenna battery storage deep research (LangGraph.js subgraphs)";

export interface DemoRun {
  name: string;
  /** The bundle folder, relative to the project root. */
  bundleDir: string;
  trustedSources: readonly string[];
}

/** What an empty database is given, in load order. */
export const DEMO_RUNS: readonly DemoRun[] = [
  { name: DEMO_RUN_NAME, bundleDir: DEMO_BUNDLE_DIR, trustedSources: DEMO_TRUSTED_SOURCES },
  { name: DEEP_RESEARCH_RUN_NAME, bundleDir: DEEP_RESEARCH_BUNDLE_DIR, trustedSources: [] },
];
