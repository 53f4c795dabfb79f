import { getRunLayout } from "@/lib/server/run-layout";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The shared run's laid-out DAG, the one the run page draws. */
export const GET = shareRoute((db, access) => getRunLayout(db, access.runId));
