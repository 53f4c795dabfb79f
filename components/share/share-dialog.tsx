"use client";

import { useRef, useState, type FormEvent } from "react";
import { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRIES, type ShareExpiry } from "@/lib/api/share-expiry";
import { useCreateShareLink } from "@/lib/client/share";
import { ShareLinkList } from "./share-link-list";

const EXPIRY_LABELS: Record<ShareExpiry, string> = { "1d": "1 day", "7d": "7 days", "30d": "30 days", never: "Never" };

interface ShareDialogProps {
  runId: string;
  /** The audit the link freezes; the run's latest finished audit when not given. */
  auditId?: string | null;
}

/**
 * The run page's Share button and dialog: make a read-only link (label, expiry), copy it in one
 * click, see every link's use and revoke it.
 */
export function ShareDialog({ runId, auditId }: ShareDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [label, setLabel] = useState("");
  const [expiry, setExpiry] = useState<ShareExpiry>(DEFAULT_SHARE_EXPIRY);
  const [copied, setCopied] = useState(false);
  const create = useCreateShareLink(runId);
  const url = create.data ? `${window.location.origin}${create.data.path}` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    create.mutate({ label: label.trim() || undefined, expiry, auditId: auditId ?? undefined });
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <>
      <button
        type="button"
        data-testid="share-button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900"
      >
        Share
      </button>
      <dialog
        ref={dialog}
        data-testid="share-dialog"
        aria-labelledby="share-dialog-title"
        className="m-auto w-full max-w-2xl rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-black/30 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-100"
      >
        <div className="space-y-5 p-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="share-dialog-title" className="text-lg font-semibold">
                Share this run
              </h2>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">Anyone with the link sees this run and its audit, read-only. The audit is frozen as it is now.</p>
            </div>
            <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="rounded px-2 text-xl leading-none text-zinc-500 hover:text-zinc-900 dark:hover:text-zinc-100">
              ×
            </button>
          </div>

          <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
              Label <span className="sr-only">(optional)</span>
              <input
                value={label}
                onChange={(event) => setLabel(event.target.value)}
                maxLength={200}
                placeholder="e.g. for the compliance review"
                data-testid="share-label-input"
                className="rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm font-normal dark:border-zinc-700 dark:bg-zinc-900"
              />
            </label>
            <fieldset className="flex flex-col gap-1 text-sm">
              <legend className="mb-1 font-medium">Expires after</legend>
              <div className="flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700">
                {SHARE_EXPIRIES.map((option) => (
                  <label key={option} className="cursor-pointer px-2.5 py-1.5 has-[:checked]:bg-zinc-900 has-[:checked]:text-white dark:has-[:checked]:bg-zinc-100 dark:has-[:checked]:text-zinc-900">
                    <input type="radio" name="expiry" value={option} checked={expiry === option} onChange={() => setExpiry(option)} className="sr-only" data-testid={`share-expiry-${option}`} />
                    {EXPIRY_LABELS[option]}
                  </label>
                ))}
              </div>
            </fieldset>
            <button
              type="submit"
              disabled={create.isPending}
              data-testid="share-create"
              className="rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-zinc-100 dark:text-zinc-900"
            >
              {create.isPending ? "Creating…" : "Create link"}
            </button>
          </form>

          {create.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {create.error.message}
            </p>
          ) : null}
          {url ? (
            <div className="space-y-1">
              <div className="flex gap-2">
                <input readOnly value={url} data-testid="share-url" onFocus={(event) => event.target.select()} className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-2.5 py-1.5 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900" />
                <button type="button" onClick={copy} data-testid="share-copy" className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
                  {copied ? "Copied" : "Copy"}
                </button>
              </div>
              <p className="text-xs text-zinc-500">This is the only time the link is shown; Cairn keeps just a fingerprint of it.</p>
            </div>
          ) : null}

          <section className="space-y-2">
            <h3 className="text-sm font-semibold">Links to this run</h3>
            <ShareLinkList runId={runId} />
          </section>
        </div>
      </dialog>
    </>
  );
}
