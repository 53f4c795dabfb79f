import type { ReportSentenceDto } from "@/lib/api/audits";

/** Background of a report sentence by verdict; "not audited" stays plain. */
export const VERDICT_STYLE: Record<ReportSentenceDto["verdict"], string> = {
  found: "bg-green-100 dark:bg-green-950",
  "not-found": "bg-red-100 underline decoration-red-600 decoration-wavy dark:bg-red-950",
  unchecked: "bg-zinc-100 dark:bg-zinc-800",
  "not-audited": "",
};

/** Text colour of an audit status word (pass, fail, error…). */
export function statusTone(status: string | null): string {
  if (status === "pass" || status === "found") return "text-green-700 dark:text-green-400";
  if (status === "fail" || status === "not-found") return "text-red-700 dark:text-red-400";
  if (status === "error") return "text-orange-700 dark:text-orange-400";
  return "text-zinc-500";
}
