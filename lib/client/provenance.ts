import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditorOptionDto } from "@/lib/api/audits";
import type { ProvenanceDto } from "@/lib/api/provenance";
import { apiFetch } from "./api-fetch";
import { ownerApi, useRunAccess } from "./run-access";

export const provenanceKeys = {
  run: (api: string) => ["provenance", api] as const,
  auditors: ["auditors"] as const,
};

/** Per-edge provenance badges and instruction-like text hits of a run. */
export function useProvenance() {
  const { api } = useRunAccess();
  return useQuery({ queryKey: provenanceKeys.run(api), queryFn: () => apiFetch<ProvenanceDto>(`${api}/provenance`) });
}

/** Replaces the run's trusted sources; the answer is the recomputed provenance, so it is cached as is. */
export function useSetTrustedSources(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trustedSources: string[]) =>
      apiFetch<ProvenanceDto>(`${ownerApi(runId)}/trusted-sources`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ trustedSources }),
      }),
    onSuccess: (provenance) => queryClient.setQueryData(provenanceKeys.run(ownerApi(runId)), provenance),
  });
}

/** Which auditors this server can run; model-backed ones say why when they are not available. */
export function useAuditors() {
  return useQuery({
    queryKey: provenanceKeys.auditors,
    queryFn: () => apiFetch<{ auditors: AuditorOptionDto[] }>("/api/auditors").then((body) => body.auditors),
    staleTime: 5 * 60_000,
  });
}
