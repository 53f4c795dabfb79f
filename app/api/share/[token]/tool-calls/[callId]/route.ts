import { orNotFound } from "@/lib/server/http";
import { getToolCall } from "@/lib/server/repos/tool-calls";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** One tool call of the shared run in full; a call of another run is not found. */
export const GET = shareRoute(async (db, access, { callId }: { callId: string }) => {
  return orNotFound(await getToolCall(db, access.runId, callId), "Tool call");
});
