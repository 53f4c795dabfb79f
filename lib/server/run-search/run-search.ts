import { RUN_SEARCH_MAX_LINES, type RunSearchCorpusDto, type RunSearchDto, type RunSearchQuery } from "@/lib/api/run-search";
import { RegexPatternError, SearchTimeout } from "@/lib/core/search";
import type { Db } from "../db";
import { ApiError } from "../http";
import { runExists } from "../repos/run-view";
import { readCallTexts } from "../repos/trace-files";
import { CorpusCache } from "./corpus-cache";

/** Enough for a few 60 MB runs at once; each costs about twice its text in memory. */
const CACHE_CODE_UNITS = 200 * 1024 * 1024;
const cache = new CorpusCache(CACHE_CODE_UNITS);

/**
 * Searches every tool call's flat text of a run, grouped by agent and call; null when the run does
 * not exist. A regex ripgrep refuses, or one that runs past the search's time budget, is a 400
 * with the reason.
 */
export async function searchRun(db: Db, runId: string, query: RunSearchQuery): Promise<RunSearchDto | null> {
  const corpus = await corpusOf(db, runId);
  if (!corpus) return null;
  try {
    return corpus.search(query.q, query.regex, RUN_SEARCH_MAX_LINES);
  } catch (error) {
    if (error instanceof RegexPatternError) throw new ApiError(400, "invalid_input", `q: not a valid regex: ${regexProblem(error.detail)}`);
    if (error instanceof SearchTimeout) throw new ApiError(400, "invalid_input", "q: this pattern took too long to search; make it more specific");
    throw error;
  }
}

/**
 * What a search of the run covers; null when the run does not exist. Builds the run's corpus when
 * it is not kept, so the run page asks for it as the reviewer starts typing a search.
 */
export async function runSearchCorpus(db: Db, runId: string): Promise<RunSearchCorpusDto | null> {
  return (await corpusOf(db, runId))?.covers ?? null;
}

async function corpusOf(db: Db, runId: string) {
  // A run's corpus may outlive the run in the cache: the run is looked up every time.
  if (!(await runExists(db, runId))) return null;
  return cache.get(runId, () => readCallTexts(db, runId));
}

/** ripgrep's refusal ends on an `error: …` line after the pattern and its carets. */
function regexProblem(detail: string): string {
  return detail.split("\n").find((line) => line.startsWith("error: "))?.slice("error: ".length) ?? detail;
}
