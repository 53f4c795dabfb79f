import { useEffect, useRef } from "react";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditDetail, AuditList, AuditorOptionDto, AuditState, AuditSummary, Chain, ReportVerdictsDto } from "@/lib/api";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";
import { ownerApi, useRunAccess } from "./run-access";

/** Keyed by the run's API (the page's RunAccess), like the run view's queries. */
export const auditKeys = {
  all: (api: string) => ["audits", api] as const,
  detail: (api: string, auditId: string) => ["audits", api, auditId] as const,
  report: (api: string, auditId: string) => ["audits", api, auditId, "report"] as const,
  chain: (api: string, auditId: string, claimId: string) => ["audits", api, auditId, "chain", claimId] as const,
};

export const isAuditInProgress = (status: AuditState | undefined) => status === "queued" || status === "running";
/** While an audit runs, its progress and edge colours are polled once a second. */
const LIVE_MS = 1000;

export function useAudits() {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: auditKeys.all(api),
    queryFn: () => apiFetch<AuditList>(`${api}/audits`),
    refetchInterval: (query) => (query.state.data?.audits.some((audit) => isAuditInProgress(audit.status)) ? LIVE_MS : false),
  });
}

/**
 * One audit with its per-fence results, polled while it runs. When it stops running, what was
 * read from it mid-run (the report's verdicts, the audit list's progress) is refetched, so
 * nothing shown stays frozen at a half-finished state.
 */
export function useAudit(auditId: string | null) {
  const { api } = useRunAccess();
  const queryClient = useQueryClient();
  const audit = useQuery({
    queryKey: auditKeys.detail(api, auditId ?? "none"),
    queryFn: () => apiFetch<{ audit: AuditDetail }>(`${api}/audits/${auditId}`).then((body) => body.audit),
    enabled: auditId !== null,
    refetchInterval: (query) => (isAuditInProgress(query.state.data?.status) ? LIVE_MS : false),
  });
  const status = audit.data?.status;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (isAuditInProgress(status)) wasRunning.current = true;
    else if (wasRunning.current && auditId !== null) {
      wasRunning.current = false;
      void refetchFresh(queryClient, { queryKey: auditKeys.all(api), exact: true }, { queryKey: auditKeys.report(api, auditId) });
    }
  }, [status, api, auditId, queryClient]);
  return audit;
}

export function useReportVerdicts(auditId: string | null) {
  const { api } = useRunAccess();
  return useQuery({
    queryKey: auditKeys.report(api, auditId ?? "latest"),
    queryFn: () => apiFetch<ReportVerdictsDto>(`${api}/audits/${auditId ?? "latest"}/report`),
  });
}

export function useChain(auditId: string | null, claimId: string | null) {
  return useQuery(chainQuery(useRunAccess().api, auditId, claimId));
}

/** The chains of several claims at once (a sentence's facts), sharing useChain's cache. */
export function useChains(auditId: string | null, claimIds: readonly string[]) {
  const { api } = useRunAccess();
  return useQueries({ queries: claimIds.map((claimId) => chainQuery(api, auditId, claimId)) });
}

function chainQuery(api: string, auditId: string | null, claimId: string | null) {
  return {
    queryKey: auditKeys.chain(api, auditId ?? "none", claimId ?? "none"),
    queryFn: () => apiFetch<Chain>(`${api}/audits/${auditId}/claims/${claimId}/chain`),
    enabled: auditId !== null && claimId !== null,
    staleTime: Infinity,
  };
}

export function useStartAudit(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditor: AuditorOptionDto["kind"]) =>
      apiFetch<{ audit: AuditSummary }>(`${ownerApi(runId)}/audits`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ auditor }),
      }).then((body) => body.audit),
    onSuccess: (audit) => {
      // The queued audit is shown at once, before its first poll answers.
      queryClient.setQueryData<AuditDetail>(auditKeys.detail(ownerApi(runId), audit.id), { ...audit, edgeResults: [] });
      void refetchFresh(queryClient, { queryKey: auditKeys.all(ownerApi(runId)), exact: true });
    },
  });
}

export function useCancelAudit(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditId: string) => apiFetch<{ audit: AuditSummary }>(`${ownerApi(runId)}/audits/${auditId}/cancel`, { method: "POST" }),
    onSuccess: (_answer, auditId) => {
      void refetchFresh(queryClient, { queryKey: auditKeys.all(ownerApi(runId)), exact: true }, { queryKey: auditKeys.detail(ownerApi(runId), auditId), exact: true });
    },
  });
}
