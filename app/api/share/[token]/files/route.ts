import { traceLinesQuery } from "@/lib/api/run-view";
import { orNotFound } from "@/lib/server/http";
import { readTraceLines } from "@/lib/server/repos/trace-files";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** A window of one of the shared run's trace files, or its search, as the run page's route answers it. */
export const GET = shareRoute({ query: traceLinesQuery }, async (db, access, _params, query) => {
  return orNotFound(await readTraceLines(db, access.runId, query), "Trace file");
});
