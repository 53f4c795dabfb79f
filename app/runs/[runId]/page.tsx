import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RunPage } from "@/components/run/run-page";
import { RunAccessProvider } from "@/lib/client/run-access";
import { getDb } from "@/lib/server/db";
import { getRunView } from "@/lib/server/repos/run-view";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ runId: string }> };

// The metadata and the page read the same run once per request.
const loadRunView = cache((runId: string) => getRunView(getDb(), runId));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await loadRunView((await params).runId);
  return { title: view?.run.name ?? "Run not found" };
}

/** The run page: the DAG, its verdicts and the panels. The first load arrives with the HTML. */
export default async function RunRoute({ params }: Params) {
  const { runId } = await params;
  const view = await loadRunView(runId);
  // The layout already answered 404 for unknown ids; this covers a run deleted in between.
  if (!view) notFound();
  return (
    <RunAccessProvider source={{ kind: "owner", runId }}>
      <RunPage initialView={view} />
    </RunAccessProvider>
  );
}
