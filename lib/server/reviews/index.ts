export { createReview } from "./create-review";
export { getRunReviews, signOffRun } from "./run-reviews";
export { compareRunAudits } from "./compare";
export { getSharedReviews } from "./shared-reviews";
export { auditedReport } from "./audited-report";
export { REVIEWER_COOKIE, sessionReviewer, requireReviewer, nameReviewer, requestCookies, type CookieReader } from "./session-reviewer";
export { exportedReviews, type ExportedReviews } from "./export-reviews";
