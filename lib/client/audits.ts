import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditDetailDto, AuditSummaryDto, ChainDto, ReportVerdictsDto } from "@/lib/api/audits";
import { apiFetch } from "./api-fetch";

export const auditKeys = {
  all: (runId: string) => ["runs", runId, "audits"] as const,
  detail: (runId: string, auditId: string) => ["runs", runId, "audits", auditId] as const,
  report: (runId: string, auditId: string) => ["runs", runId, "audits", auditId, "report"] as const,
  chain: (runId: string, auditId: string, claimId: string) => ["runs", runId, "audits", auditId, "chain", claimId] as const,
};

const inProgress = (status: string | undefined) => status === "queued" || status === "running";
/** While an audit runs, its progress and edge colours are polled once a second. */
const LIVE_MS = 1000;

export function useAudits(runId: string) {
  return useQuery({
    queryKey: auditKeys.all(runId),
    queryFn: () => apiFetch<{ audits: AuditSummaryDto[] }>(`/api/runs/${runId}/audits`).then((body) => body.audits),
    refetchInterval: (query) => (query.state.data?.some((audit) => inProgress(audit.status)) ? LIVE_MS : false),
  });
}

export function useAudit(runId: string, auditId: string | null) {
  return useQuery({
    queryKey: auditKeys.detail(runId, auditId ?? "none"),
    queryFn: () => apiFetch<{ audit: AuditDetailDto }>(`/api/runs/${runId}/audits/${auditId}`).then((body) => body.audit),
    enabled: auditId !== null,
    refetchInterval: (query) => (inProgress(query.state.data?.status) ? LIVE_MS : false),
  });
}

export function useReportVerdicts(runId: string, auditId: string | null) {
  return useQuery({
    queryKey: auditKeys.report(runId, auditId ?? "latest"),
    queryFn: () => apiFetch<ReportVerdictsDto>(`/api/runs/${runId}/audits/${auditId ?? "latest"}/report`),
  });
}

export function useChain(runId: string, auditId: string | null, claimId: string | null) {
  return useQuery({
    queryKey: auditKeys.chain(runId, auditId ?? "none", claimId ?? "none"),
    queryFn: () => apiFetch<ChainDto>(`/api/runs/${runId}/audits/${auditId}/claims/${claimId}/chain`),
    enabled: auditId !== null && claimId !== null,
    staleTime: Infinity,
  });
}

export function useStartAudit(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditor: "mechanical") =>
      apiFetch<{ audit: AuditSummaryDto }>(`/api/runs/${runId}/audits`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ auditor }),
      }).then((body) => body.audit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all(runId) }),
  });
}

export function useCancelAudit(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditId: string) => apiFetch<{ audit: AuditSummaryDto }>(`/api/runs/${runId}/audits/${auditId}/cancel`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all(runId) }),
  });
}
