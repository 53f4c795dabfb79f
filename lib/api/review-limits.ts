/**
 * How long a review's text and a reviewer's name may be. Kept apart from reviews.ts (zod schemas)
 * so the review form and the reviewer gate do not pull zod into the browser bundle.
 */
export const MAX_REVIEW_TEXT = 4000;
export const MAX_REVIEWER_NAME = 100;
