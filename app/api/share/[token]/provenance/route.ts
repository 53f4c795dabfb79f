import { getProvenance } from "@/lib/server/repos/provenance";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The shared run's edge provenance badges and instruction-like text hits. */
export const GET = shareRoute((db, access) => getProvenance(db, access.runId));
