"use client";

import { reviewDay, signOffState } from "@/lib/core/reviews";
import { useSignOff } from "@/lib/client/reviews";
import { OwnerOnly } from "../owner-only";
import type { ReviewState } from "./review-context";
import { ReviewerGate } from "./reviewer-gate";

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/**
 * The run page's review line: how many verdicts reviewers overrode, the latest sign-off on the
 * shown audit, and (for the run's owner) Sign off, disabled with its reason while a ✗ sentence
 * has no accept or reject.
 */
export function SignOffBar({ state }: { state: ReviewState | null }) {
  if (!state) return null;
  const { overrides, lastSignOff } = state.reviews;
  return (
    <div data-testid="review-bar" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <span data-testid="override-counts" data-sentences={overrides.sentences} data-claims={overrides.claims} data-edges={overrides.edges} className="text-zinc-600 tabular-nums dark:text-zinc-400">
        overridden: {plural(overrides.sentences, "sentence")} · {plural(overrides.claims, "claim")} · {plural(overrides.edges, "edge")}
      </span>
      {lastSignOff && (
        <span data-testid="signed-off" className="font-medium text-green-700 dark:text-green-400">
          ✓ signed off by {lastSignOff.reviewer}, {reviewDay(lastSignOff.at)}: {lastSignOff.summary}
        </span>
      )}
      <OwnerOnly>{(runId) => <SignOffButton runId={runId} state={state} />}</OwnerOnly>
    </div>
  );
}

function SignOffButton({ runId, state }: { runId: string; state: ReviewState }) {
  const signOff = useSignOff(runId);
  // The server decides again when the button is pressed; this is the same rule, to say why it waits.
  const readiness = signOffState(state.reviews.sentences);
  const missing = readiness.missing.length;
  const reason = missing > 0 ? `${plural(missing, "✗ sentence")} still need${missing === 1 ? "s" : ""} an accept or reject (sentence ${readiness.missing.map((index) => index + 1).join(", ")})` : null;
  return (
    <ReviewerGate>
      {() => (
        <>
          <button
            type="button"
            data-testid="sign-off"
            disabled={missing > 0 || signOff.isPending}
            title={reason ?? readiness.summary.text}
            onClick={() => signOff.mutate(state.auditId)}
            className="rounded-md border border-zinc-300 px-2.5 py-1 font-medium hover:bg-zinc-50 disabled:opacity-40 dark:border-zinc-700 dark:hover:bg-zinc-900"
          >
            Sign off
          </button>
          {reason && <span data-testid="sign-off-reason" className="text-zinc-500">{reason}</span>}
          {signOff.isError && <span role="alert" className="text-red-700 dark:text-red-400">{signOff.error.message}</span>}
        </>
      )}
    </ReviewerGate>
  );
}
