"use client";

import { useState } from "react";
import type { FenceResult } from "@/lib/api";
import { parseFenceName } from "@/lib/core/cascade";
import { StatusChip } from "@/components/verdict/status-chip";
import { FenceResultCard } from "./edge-panel";

const PASSING = new Set(["pass", "empty"]);

/** What an audit of the agent's output reported, in a line: how many claims were not found, or why it did not finish. */
function summary(result: FenceResult): string {
  if (result.status === "error") return result.error ?? "the audit could not finish";
  if (result.status === "no-output") return "the agent wrote nothing to audit";
  if (result.status === "running" || result.status === "queued") return result.status;
  return `${result.notFound} of ${result.claims} claims not found${result.rejections ? `, ${result.rejections} rejected` : ""}`;
}

/** What a fence checks the agent's output against, in words. */
function against(fence: string): string {
  const parsed = parseFenceName(fence);
  if (!parsed) return fence;
  return parsed.grounding ? "its own tool calls" : parsed.sources.join(" + ");
}

/**
 * Why a node's ring says what it says: each audit of the agent's output that did not pass,
 * with its fence and not-found count, its claims one click away (the fence's card, opened in place).
 */
export function NodeVerdictReasons({ auditId, results }: { auditId: string; results: readonly FenceResult[] }) {
  const failing = results.filter((result) => !PASSING.has(result.status));
  if (failing.length === 0) return null;
  return (
    <ul className="space-y-1 border-b border-zinc-100 px-4 py-2 text-xs dark:border-zinc-900" data-testid="node-verdict-reasons" aria-label="Why this agent's audit did not pass">
      {failing.map((result) => (
        <Reason key={result.fence} auditId={auditId} result={result} />
      ))}
    </ul>
  );
}

/** One fence's reason; its claims are fetched only once the reviewer opens it. */
function Reason({ auditId, result }: { auditId: string; result: FenceResult }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="node-verdict-reason" data-fence={result.fence} data-status={result.status}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-1.5">
          <StatusChip status={result.status} />
          <span>
            against <span className="font-medium">{against(result.fence)}</span> (<span className="font-mono">{result.fence}</span>): {summary(result)}
          </span>
        </summary>
        {open && (
          <div className="-mx-4">
            <FenceResultCard auditId={auditId} result={result} />
          </div>
        )}
      </details>
    </li>
  );
}
