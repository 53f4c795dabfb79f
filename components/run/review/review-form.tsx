"use client";

import { useState } from "react";
import { MAX_REVIEW_TEXT } from "@/lib/api/review-limits";
import type { ReviewTargetInput } from "@/lib/api/reviews";
import { REJECT_REASONS, REJECT_REASON_LABELS, type RejectReason, type ReviewKind } from "@/lib/core/reviews";
import { useCreateReview } from "@/lib/client/reviews";
import { ReviewerGate } from "./reviewer-gate";
import { ToggleButton } from "../toggle-button";

interface ReviewFormProps {
  runId: string;
  auditId: string;
  target: ReviewTargetInput;
  /** The latest accept or reject of this target: a new verdict edits it, and it stays in the history. */
  revisesId: string | null;
}

const KIND_LABELS: Record<ReviewKind, string> = { accept: "✓ Accept", reject: "✗ Reject", comment: "Comment" };

/** Accept, reject (a reason from the fixed list, and free text) or comment on one sentence, claim or edge. */
export function ReviewForm({ runId, auditId, target, revisesId }: ReviewFormProps) {
  const create = useCreateReview(runId);
  const [kind, setKind] = useState<ReviewKind | null>(null);
  const [reason, setReason] = useState<RejectReason>("fabricated");
  const [text, setText] = useState("");
  const submit = () => {
    if (!kind) return;
    create.mutate(
      { auditId, target, kind, ...(kind === "reject" ? { reason } : {}), text, ...(kind !== "comment" && revisesId ? { revisesId } : {}) },
      {
        onSuccess: () => {
          setKind(null);
          setText("");
        },
      },
    );
  };
  return (
    <ReviewerGate>
      {(reviewer) => (
        <div data-testid="review-form" data-target={target.kind} className="space-y-1.5 text-xs">
          <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={`Review this ${target.kind} as ${reviewer}`}>
            {(Object.keys(KIND_LABELS) as ReviewKind[]).map((choice) => (
              <ToggleButton
                key={choice}
                data-testid={`review-${choice}`}
                pressed={kind === choice}
                look="soft"
                onClick={() => setKind(kind === choice ? null : choice)}
                className="rounded px-2 py-0.5 font-medium"
              >
                {KIND_LABELS[choice]}
              </ToggleButton>
            ))}
            <span className="ml-auto text-zinc-500">as {reviewer}</span>
          </div>
          {kind && (
            <form
              className="space-y-1.5"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              {kind === "reject" && (
                <label className="flex items-center gap-1.5">
                  <span className="text-zinc-600 dark:text-zinc-400">Reason</span>
                  <select data-testid="review-reason" value={reason} onChange={(event) => setReason(event.target.value as RejectReason)} className="rounded border border-zinc-300 bg-transparent px-1 py-0.5 dark:border-zinc-700">
                    {REJECT_REASONS.map((choice) => (
                      <option key={choice} value={choice}>
                        {REJECT_REASON_LABELS[choice]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <textarea
                data-testid="review-text"
                value={text}
                maxLength={MAX_REVIEW_TEXT}
                onChange={(event) => setText(event.target.value)}
                rows={2}
                aria-label={kind === "comment" ? "Comment" : "Note (optional)"}
                placeholder={kind === "comment" ? "Comment" : "Note (optional)"}
                className="w-full rounded border border-zinc-300 bg-transparent px-1.5 py-1 dark:border-zinc-700"
              />
              <div className="flex items-center gap-2">
                <button type="submit" data-testid="review-submit" disabled={create.isPending || (kind === "comment" && !text.trim())} className="rounded bg-blue-600 px-2.5 py-0.5 font-medium text-white hover:bg-blue-700 disabled:opacity-40">
                  {kind === "comment" ? "Add comment" : kind === "accept" ? "Accept" : "Reject"}
                </button>
                {create.isError && (
                  <span role="alert" className="text-red-700 dark:text-red-400">
                    {create.error.message}
                  </span>
                )}
              </div>
            </form>
          )}
        </div>
      )}
    </ReviewerGate>
  );
}
