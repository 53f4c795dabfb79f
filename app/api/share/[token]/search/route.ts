import { runSearchQuery } from "@/lib/api/run-search";
import { orNotFound } from "@/lib/server/http";
import { searchRun } from "@/lib/server/run-search";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** Search the shared run's tool calls, as the run page's route answers it. */
export const GET = shareRoute({ query: runSearchQuery }, async (db, access, _params, query) => {
  return orNotFound(await searchRun(db, access.runId, query), "Run");
});
