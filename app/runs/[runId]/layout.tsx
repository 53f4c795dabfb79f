import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getDb } from "@/lib/server/db";
import { runExists } from "@/lib/server/repos/run-view";

export const dynamic = "force-dynamic";

/**
 * Sits above the page's loading boundary: once the loading state has streamed, the status is
 * already 200, so an unknown run id must be answered here to get a real 404.
 */
export default async function RunLayout({ children, params }: { children: ReactNode; params: Promise<{ runId: string }> }) {
  if (!(await runExists(getDb(), (await params).runId))) notFound();
  return children;
}
