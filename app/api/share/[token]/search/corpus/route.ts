import { orNotFound } from "@/lib/server/http";
import { runSearchCorpus } from "@/lib/server/run-search";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** What searching the shared run covers, as the run page's route answers it. */
export const GET = shareRoute(async (db, access) => orNotFound(await runSearchCorpus(db, access.runId), "Run"));
