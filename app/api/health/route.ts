import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/server/health";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await checkHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503 });
});
