import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditComparisonDto, CompareQuery, CreateReviewBody, ReviewDto, ReviewerDto, RunReviewsDto, SharedReviewsDto, SignOffDto } from "@/lib/api/reviews";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";
import { runKeys } from "./runs";

/** React Query hooks of human review: the session's reviewer, a run's reviews and sign-off, comparing audits. */

export const reviewKeys = {
  reviewer: ["session", "reviewer"] as const,
  run: (runId: string) => ["runs", runId, "reviews"] as const,
  audit: (runId: string, auditId: string) => ["runs", runId, "reviews", auditId] as const,
  compare: (query: CompareQuery) => ["compare", query.baseRun, query.baseAudit ?? "", query.headRun ?? "", query.headAudit ?? ""] as const,
  shared: (token: string) => ["share", token, "reviews"] as const,
};

const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

export function useReviewer() {
  return useQuery({ queryKey: reviewKeys.reviewer, queryFn: () => apiFetch<ReviewerDto>("/api/session/reviewer").then((body) => body.reviewer) });
}

/** Names this browser's reviewer once; the session keeps the name for every later review. */
export function useNameReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<ReviewerDto>("/api/session/reviewer", { ...json({ name }), method: "PUT" }).then((body) => body.reviewer),
    onSuccess: (reviewer) => queryClient.setQueryData(reviewKeys.reviewer, reviewer),
  });
}

/** The run's reviews applied to a finished audit; idle while there is none to review. */
export function useRunReviews(runId: string, auditId: string | null) {
  return useQuery({
    queryKey: reviewKeys.audit(runId, auditId ?? "none"),
    enabled: auditId !== null,
    queryFn: () => apiFetch<RunReviewsDto>(`/api/runs/${runId}/reviews?${new URLSearchParams({ auditId: auditId! })}`),
  });
}

/** After a review or sign-off, every audit's reading of the run's reviews and the runs list's review column change. */
const afterReview = (queryClient: ReturnType<typeof useQueryClient>, runId: string) => refetchFresh(queryClient, { queryKey: reviewKeys.run(runId) }, { queryKey: runKeys.all });

export function useCreateReview(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => apiFetch<ReviewDto>(`/api/runs/${runId}/reviews`, json(body)),
    onSuccess: () => afterReview(queryClient, runId),
  });
}

export function useSignOff(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditId: string) => apiFetch<SignOffDto>(`/api/runs/${runId}/sign-off`, json({ auditId })),
    onSuccess: () => afterReview(queryClient, runId),
  });
}

export function useCompare(query: CompareQuery | null) {
  return useQuery({
    queryKey: query ? reviewKeys.compare(query) : ["compare", "none"],
    enabled: query !== null,
    queryFn: () => {
      const params = Object.entries(query!).filter((entry): entry is [string, string] => typeof entry[1] === "string");
      return apiFetch<AuditComparisonDto>(`/api/compare?${new URLSearchParams(params)}`);
    },
  });
}

export function useSharedReviews(token: string) {
  return useQuery({ queryKey: reviewKeys.shared(token), queryFn: () => apiFetch<SharedReviewsDto>(`/api/share/${token}/reviews`), staleTime: Infinity, retry: false });
}
