import { NextResponse } from "next/server";
import { reviewerBody, type ReviewerDto } from "@/lib/api/reviews";
import { adminToken } from "@/lib/server/auth";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { nameReviewer, requestCookies, sessionReviewer } from "@/lib/server/reviews";

export const dynamic = "force-dynamic";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

export const GET = route(async (request) => NextResponse.json({ reviewer: await sessionReviewer(getDb(), requestCookies(request), adminToken()) } satisfies ReviewerDto));

/** The name this browser's reviews are stored under, entered once and kept in its session. */
export const PUT = route({ body: reviewerBody }, async (request, _context, { body }) => {
  const cookie = await nameReviewer(getDb(), requestCookies(request), adminToken(), body.name, isHttps(request));
  const response = NextResponse.json({ reviewer: body.name } satisfies ReviewerDto);
  if (cookie) response.headers.append("set-cookie", cookie);
  return response;
});
