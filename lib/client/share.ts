import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Chain } from "@/lib/api";
import type { CreateShareLinkBody, CreatedShareLinkDto, ExportFormat, SharedReportDto, SharedRunDto, ShareLinkDto } from "@/lib/api/share";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";

export const shareKeys = {
  links: (runId: string) => ["runs", runId, "share-links"] as const,
  shared: (token: string) => ["share", token] as const,
  report: (token: string) => ["share", token, "report"] as const,
  chain: (token: string, claimId: string) => ["share", token, "chain", claimId] as const,
};

export function useShareLinks(runId: string) {
  return useQuery({
    queryKey: shareKeys.links(runId),
    queryFn: () => apiFetch<{ links: ShareLinkDto[] }>(`/api/runs/${runId}/share-links`).then((body) => body.links),
  });
}

export function useCreateShareLink(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody) =>
      apiFetch<CreatedShareLinkDto>(`/api/runs/${runId}/share-links`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    onSuccess: () => refetchFresh(queryClient, { queryKey: shareKeys.links(runId) }),
  });
}

export function useRevokeShareLink(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiFetch<{ link: ShareLinkDto }>(`/api/runs/${runId}/share-links/${linkId}`, { method: "DELETE" }).then((body) => body.link),
    onSuccess: () => refetchFresh(queryClient, { queryKey: shareKeys.links(runId) }),
  });
}

/* A share session reads only through /api/share/<token>/…: nothing there can reach another run or change anything. */

export function useSharedRun(token: string) {
  return useQuery({ queryKey: shareKeys.shared(token), queryFn: () => apiFetch<SharedRunDto>(`/api/share/${token}`), staleTime: Infinity, retry: false });
}

export function useSharedReport(token: string) {
  return useQuery({ queryKey: shareKeys.report(token), queryFn: () => apiFetch<SharedReportDto>(`/api/share/${token}/report`), staleTime: Infinity, retry: false });
}

export function useSharedChain(token: string, claimId: string | null) {
  return useQuery({
    queryKey: shareKeys.chain(token, claimId ?? "none"),
    queryFn: () => apiFetch<Chain>(`/api/share/${token}/claims/${claimId}/chain`),
    enabled: claimId !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** Download addresses (plain links, not fetches): a run's audit, or the audit a share link froze. */
export const auditExportUrl = (runId: string, auditId: string, format: ExportFormat) => `/api/runs/${runId}/audits/${auditId}/export?format=${format}`;
export const sharedExportUrl = (token: string, format: ExportFormat) => `/api/share/${token}/export?format=${format}`;
