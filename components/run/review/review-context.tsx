"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { RunReviewsDto } from "@/lib/api/reviews";

/**
 * The run's reviews read against the shown audit, for every review control on the page. A page
 * that does not review (a share link, an audit still running) provides none, and each control
 * then draws nothing: the one switch that hides reviewing.
 */
export interface ReviewState {
  runId: string;
  /** The finished audit new reviews are made on. */
  auditId: string;
  reviews: RunReviewsDto;
}

const ReviewContext = createContext<ReviewState | null>(null);

export function ReviewProvider({ value, children }: { value: ReviewState | null; children: ReactNode }) {
  return <ReviewContext.Provider value={value}>{children}</ReviewContext.Provider>;
}

export const useReviewState = () => useContext(ReviewContext);
