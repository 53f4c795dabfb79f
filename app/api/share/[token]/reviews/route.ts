import { getSharedReviews } from "@/lib/server/reviews";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The reviews of the shared run, read against the link's frozen audit. Read only: a share link cannot review. */
export const GET = shareRoute((db, access) => getSharedReviews(db, access));
