import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditComparisonDto, CompareQuery, CreateReviewBody, ReviewDto, ReviewerDto, ReviewsViewDto, SignOffDto } from "@/lib/api/reviews";
import { apiFetch } from "./api-fetch";
import { refetchFresh } from "./refetch-fresh";
import { ownerApi, useRunAccess } from "./run-access";
import { runKeys } from "./runs";

/** React Query hooks of human review: the session's reviewer, a run's reviews and sign-off, comparing audits. */

export const reviewKeys = {
  reviewer: ["session", "reviewer"] as const,
  /** Keyed by the run's API (the page's RunAccess), like the run view's queries. */
  run: (api: string) => ["reviews", api] as const,
  audit: (api: string, auditId: string) => ["reviews", api, auditId] as const,
  compare: (query: CompareQuery) => ["compare", query.baseRun, query.baseAudit ?? "", query.headRun ?? "", query.headAudit ?? ""] as const,
};

const json = (body: unknown, method = "POST"): RequestInit => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

export function useReviewer() {
  return useQuery({ queryKey: reviewKeys.reviewer, queryFn: () => apiFetch<ReviewerDto>("/api/session/reviewer").then((body) => body.reviewer) });
}

/** Names this browser's reviewer once; the session keeps the name for every later review. */
export function useNameReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<ReviewerDto>("/api/session/reviewer", json({ name }, "PUT")).then((body) => body.reviewer),
    onSuccess: (reviewer) => queryClient.setQueryData(reviewKeys.reviewer, reviewer),
  });
}

/**
 * The run's reviews on a finished audit, as the run page draws them; idle while there is none.
 * A share link answers for its frozen audit alone, so only the owner's read names one.
 */
export function useRunReviews(auditId: string | null) {
  const { api, readOnly } = useRunAccess();
  return useQuery({
    queryKey: reviewKeys.audit(api, auditId ?? "none"),
    enabled: auditId !== null,
    queryFn: () => apiFetch<ReviewsViewDto>(`${api}/reviews${readOnly ? "" : `?${new URLSearchParams({ auditId: auditId! })}`}`),
  });
}

/** After a review or sign-off, every audit's reading of the run's reviews and the runs list's review column change. */
const afterReview = (queryClient: ReturnType<typeof useQueryClient>, runId: string) => refetchFresh(queryClient, { queryKey: reviewKeys.run(ownerApi(runId)) }, { queryKey: runKeys.all });

export function useCreateReview(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => apiFetch<ReviewDto>(`${ownerApi(runId)}/reviews`, json(body)),
    onSuccess: () => afterReview(queryClient, runId),
  });
}

export function useSignOff(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditId: string) => apiFetch<SignOffDto>(`${ownerApi(runId)}/sign-off`, json({ auditId })),
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
