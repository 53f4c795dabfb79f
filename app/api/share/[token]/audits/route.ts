import { getSharedAudits, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The shared run's audits as its link sees them: the frozen one, or none. */
export const GET = shareRoute((db, access) => getSharedAudits(db, access));
