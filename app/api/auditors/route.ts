import { NextResponse } from "next/server";
import { auditorAvailability } from "@/lib/server/audits";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** Which auditors this server can run (the LLM ones need an endpoint configured). */
export const GET = route(async () => NextResponse.json({ auditors: auditorAvailability() }));
