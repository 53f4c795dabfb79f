import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CompareView } from "@/components/compare/compare-view";
import { RunAccessProvider } from "@/lib/client/run-access";
import { getDb } from "@/lib/server/db";
import { getRunView } from "@/lib/server/repos/run-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Compare audits" };

/** Two audits of a run, or the latest audits of two runs of one pipeline, on the run's DAG. */
export default async function CompareRoute({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const view = await getRunView(getDb(), runId);
  if (!view) notFound();
  return (
    <RunAccessProvider source={{ kind: "owner", runId }}>
      <CompareView view={view} />
    </RunAccessProvider>
  );
}
