import { useEffect, useRef } from "react";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditDetail, AuditList, AuditorOptionDto, AuditState, AuditSummary, Chain, ReportVerdictsDto } from "@/lib/api";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";

export const auditKeys = {
  all: (runId: string) => ["runs", runId, "audits"] as const,
  detail: (runId: string, auditId: string) => ["runs", runId, "audits", auditId] as const,
  report: (runId: string, auditId: string) => ["runs", runId, "audits", auditId, "report"] as const,
  chain: (runId: string, auditId: string, claimId: string) => ["runs", runId, "audits", auditId, "chain", claimId] as const,
};

export const isAuditInProgress = (status: AuditState | undefined) => status === "queued" || status === "running";
/** While an audit runs, its progress and edge colours are polled once a second. */
const LIVE_MS = 1000;

export function useAudits(runId: string) {
  return useQuery({
    queryKey: auditKeys.all(runId),
    queryFn: () => apiFetch<AuditList>(`/api/runs/${runId}/audits`),
    refetchInterval: (query) => (query.state.data?.audits.some((audit) => isAuditInProgress(audit.status)) ? LIVE_MS : false),
  });
}

/**
 * One audit with its per-fence results, polled while it runs. When it stops running, what was
 * read from it mid-run (the report's verdicts, the audit list's progress) is refetched, so
 * nothing shown stays frozen at a half-finished state.
 */
export function useAudit(runId: string, auditId: string | null) {
  const queryClient = useQueryClient();
  const audit = useQuery({
    queryKey: auditKeys.detail(runId, auditId ?? "none"),
    queryFn: () => apiFetch<{ audit: AuditDetail }>(`/api/runs/${runId}/audits/${auditId}`).then((body) => body.audit),
    enabled: auditId !== null,
    refetchInterval: (query) => (isAuditInProgress(query.state.data?.status) ? LIVE_MS : false),
  });
  const status = audit.data?.status;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (isAuditInProgress(status)) wasRunning.current = true;
    else if (wasRunning.current && auditId !== null) {
      wasRunning.current = false;
      void refetchFresh(queryClient, { queryKey: auditKeys.all(runId), exact: true }, { queryKey: auditKeys.report(runId, auditId) });
    }
  }, [status, runId, auditId, queryClient]);
  return audit;
}

export function useReportVerdicts(runId: string, auditId: string | null) {
  return useQuery({
    queryKey: auditKeys.report(runId, auditId ?? "latest"),
    queryFn: () => apiFetch<ReportVerdictsDto>(`/api/runs/${runId}/audits/${auditId ?? "latest"}/report`),
  });
}

export function useChain(runId: string, auditId: string | null, claimId: string | null) {
  return useQuery(chainQuery(runId, auditId, claimId));
}

/** The chains of several claims at once (a sentence's facts), sharing useChain's cache. */
export function useChains(runId: string, auditId: string | null, claimIds: readonly string[]) {
  return useQueries({ queries: claimIds.map((claimId) => chainQuery(runId, auditId, claimId)) });
}

function chainQuery(runId: string, auditId: string | null, claimId: string | null) {
  return {
    queryKey: auditKeys.chain(runId, auditId ?? "none", claimId ?? "none"),
    queryFn: () => apiFetch<Chain>(`/api/runs/${runId}/audits/${auditId}/claims/${claimId}/chain`),
    enabled: auditId !== null && claimId !== null,
    staleTime: Infinity,
  };
}

export function useStartAudit(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditor: AuditorOptionDto["kind"]) =>
      apiFetch<{ audit: AuditSummary }>(`/api/runs/${runId}/audits`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ auditor }),
      }).then((body) => body.audit),
    onSuccess: (audit) => {
      // The queued audit is shown at once, before its first poll answers.
      queryClient.setQueryData<AuditDetail>(auditKeys.detail(runId, audit.id), { ...audit, edgeResults: [] });
      void refetchFresh(queryClient, { queryKey: auditKeys.all(runId), exact: true });
    },
  });
}

export function useCancelAudit(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditId: string) => apiFetch<{ audit: AuditSummary }>(`/api/runs/${runId}/audits/${auditId}/cancel`, { method: "POST" }),
    onSuccess: (_answer, auditId) => {
      void refetchFresh(queryClient, { queryKey: auditKeys.all(runId), exact: true }, { queryKey: auditKeys.detail(runId, auditId), exact: true });
    },
  });
}
