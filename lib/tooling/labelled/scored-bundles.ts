import { fixtureBundle } from "@/fixtures/bundles";
import { LABELLED_BUNDLES, labelledBundle } from "@/fixtures/labelled";

/**
 * What `npm run score` and labelled.test.ts score, each with `NAME.truth.json` beside it: the
 * labelled corpus, then Cairn's own labelled run, the LangGraph.js capture with subgraphs
 * (fixtures/bundles/deep_research), whose chains cross scope boundaries.
 */
export const SCORED_BUNDLES: readonly string[] = [...LABELLED_BUNDLES.map(labelledBundle), fixtureBundle("deep_research.zip")];
