/**
 * Runs once when the Next.js server starts: the web process also runs queued audits, unless
 * CAIRN_RUNNER=off (for deployments where `npm run worker` processes do the auditing).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.CAIRN_RUNNER === "off") return;
  const { getAuditRunner } = await import("@/lib/server/jobs");
  await getAuditRunner().start();
}
