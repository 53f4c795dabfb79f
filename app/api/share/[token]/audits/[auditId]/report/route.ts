import { getSharedReport, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The report by sentence with the frozen audit's verdicts (`latest` names it too). */
export const GET = shareRoute((db, access, { auditId }: { auditId: string }) => getSharedReport(db, access, auditId));
