import { NextResponse } from "next/server";
import { compareQuery } from "@/lib/api/reviews";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { compareRunAudits } from "@/lib/server/reviews";

export const dynamic = "force-dynamic";

/** Two audits of one run (`baseRun`, `baseAudit`, `headAudit`), or the latest audits of two runs of one pipeline (`baseRun`, `headRun`). */
export const GET = route({ query: compareQuery }, async (_request, _context, { query }) => NextResponse.json(await compareRunAudits(getDb(), query)));
