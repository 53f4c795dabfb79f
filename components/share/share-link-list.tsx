"use client";

import { useState } from "react";
import type { ShareLinkDto } from "@/lib/api/share";
import { useRevokeShareLink, useShareLinks } from "@/lib/client/share";
import { TableHead, type TableColumn } from "@/components/table/table-head";

const when = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleString() : none);

const STATE_STYLE: Record<ShareLinkDto["state"], string> = {
  active: "text-green-700 dark:text-green-400",
  expired: "text-zinc-500",
  revoked: "text-red-700 dark:text-red-400",
};

const LINK_COLUMNS: TableColumn[] = [
  { label: "Label" },
  { label: "Created" },
  { label: "Expires" },
  { label: "Views", numeric: true },
  { label: "Last viewed" },
  { label: "State", screenReaderOnly: true },
];

/** A run's share links with their use; active ones can be revoked, once the owner confirms. */
export function ShareLinkList({ runId }: { runId: string }) {
  const links = useShareLinks(runId);
  const revoke = useRevokeShareLink(runId);
  const [confirming, setConfirming] = useState<string | null>(null);

  if (links.isPending) return <p className="text-sm text-zinc-500">Loading links…</p>;
  if (links.isError) return <p role="alert" className="text-sm text-red-700">{links.error.message}</p>;
  if (links.data.length === 0) return <p className="text-sm text-zinc-500">No links yet.</p>;

  return (
    <div className="max-h-64 overflow-y-auto">
      <table className="w-full text-left text-xs" data-testid="share-links-table">
        <TableHead columns={LINK_COLUMNS} dense />
        <tbody>
          {links.data.map((link) => (
            <tr key={link.id} data-testid="share-link-row" data-state={link.state} className="border-b border-zinc-100 dark:border-zinc-900">
              <td className="max-w-40 truncate py-1.5 pr-3" title={link.label ?? undefined}>
                {link.label ?? <span className="text-zinc-400">no label</span>}
              </td>
              <td className="py-1.5 pr-3 tabular-nums">{when(link.createdAt, "")}</td>
              <td className="py-1.5 pr-3 tabular-nums">{when(link.expiresAt, "never")}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums" data-testid="share-link-views">
                {link.viewCount}
              </td>
              <td className="py-1.5 pr-3 tabular-nums">{when(link.lastViewedAt, "—")}</td>
              <td className="py-1.5 text-right">
                {link.state === "active" && confirming === link.id ? (
                  <span role="group" aria-label="Confirm revoking" className="inline-flex items-center gap-1.5 whitespace-nowrap">
                    <span className="text-zinc-600 dark:text-zinc-400">Anyone holding it loses access.</span>
                    <button
                      type="button"
                      data-testid="share-revoke-confirm"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(link.id, { onSettled: () => setConfirming(null) })}
                      className="rounded bg-red-600 px-2 py-0.5 font-medium text-white hover:bg-red-700 disabled:opacity-50"
                    >
                      Revoke link
                    </button>
                    <button type="button" data-testid="share-revoke-cancel" onClick={() => setConfirming(null)} className="rounded border border-zinc-300 px-2 py-0.5 dark:border-zinc-700">
                      Keep
                    </button>
                  </span>
                ) : link.state === "active" ? (
                  <button
                    type="button"
                    data-testid="share-revoke"
                    onClick={() => setConfirming(link.id)}
                    className="rounded border border-red-300 px-2 py-0.5 font-medium text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
                  >
                    Revoke
                  </button>
                ) : (
                  <span className={STATE_STYLE[link.state]}>{link.state}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoke.isError ? <p role="alert" className="mt-2 text-xs text-red-700">{revoke.error.message}</p> : null}
    </div>
  );
}
