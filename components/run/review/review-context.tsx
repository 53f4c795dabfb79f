"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ReviewsViewDto } from "@/lib/api/reviews";

/**
 * The run's reviews read against the shown audit, for every review part of the page; none while
 * the shown audit is not finished. What a share link's holder may not do (review, sign off) is
 * hidden by `<OwnerOnly>`, as every other control is.
 */
export interface ReviewState {
  /** The finished audit shown, which new reviews are made on. */
  auditId: string;
  reviews: ReviewsViewDto;
}

const ReviewContext = createContext<ReviewState | null>(null);

export function ReviewProvider({ value, children }: { value: ReviewState | null; children: ReactNode }) {
  return <ReviewContext.Provider value={value}>{children}</ReviewContext.Provider>;
}

export const useReviewState = () => useContext(ReviewContext);
