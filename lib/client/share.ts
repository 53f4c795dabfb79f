import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateShareLinkBody, CreatedShareLinkDto, ExportFormat, ShareLinkDto } from "@/lib/api/share";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";

export const shareKeys = {
  links: (runId: string) => ["runs", runId, "share-links"] as const,
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

/** A download address (a plain link, not a fetch) of an audit, under the run's API: the owner's, or the share link's for its frozen audit. */
export const auditExportUrl = (api: string, auditId: string, format: ExportFormat) => `${api}/audits/${encodeURIComponent(auditId)}/export?format=${format}`;
