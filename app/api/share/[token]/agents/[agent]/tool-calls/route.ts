import { toolCallPageQuery } from "@/lib/api/run-view";
import { orNotFound } from "@/lib/server/http";
import { listToolCalls } from "@/lib/server/repos/tool-calls";
import { shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** One page of an agent's tool calls in the shared run, as the run page's route answers it. */
export const GET = shareRoute({ query: toolCallPageQuery }, async (db, access, { agent }: { agent: string }, query) => {
  return orNotFound(await listToolCalls(db, access.runId, agent, query), "Agent");
});
