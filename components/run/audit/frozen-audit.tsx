import type { AuditSummary } from "@/lib/api";

/** What a share link's holder sees where the owner has the audit toolbar: the one audit the link froze. */
export function FrozenAudit({ audit }: { audit: AuditSummary | null }) {
  const when = audit && (audit.finishedAt ?? audit.createdAt);
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="shared-audit">
      <span className="mr-2 rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">Shared · read-only</span>
      {audit && when ? (
        <>
          {audit.kind === "imported" ? "imported" : audit.auditor} audit of{" "}
          {/* The server's and the browser's time zones differ; the browser's reading wins. */}
          <time dateTime={when} suppressHydrationWarning>
            {new Date(when).toLocaleString()}
          </time>
          : {audit.allPassed ? "all audits passed" : "some audits failed"}
        </>
      ) : (
        "This run had not been audited when the link was made."
      )}
    </p>
  );
}
