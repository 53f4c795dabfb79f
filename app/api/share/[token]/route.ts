import { getSharedRunView, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The run view a share link opens, holding its frozen audit only. Share data routes answer GET alone. */
export const GET = shareRoute((db, access) => getSharedRunView(db, access));
