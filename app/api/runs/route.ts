import { NextResponse } from "next/server";
import { runListQuery, uploadOptions, type IngestEvent } from "@/lib/api";
import { admitted } from "@/lib/server/auth";
import { getDb } from "@/lib/server/db";
import { ApiError, route } from "@/lib/server/http";
import { ingestApiError, ingestOffThread, readUploadRequest } from "@/lib/server/ingest";
import { listRuns } from "@/lib/server/repos";
import { layOutSoon } from "@/lib/server/run-layout";

export const dynamic = "force-dynamic";

// The proxy leaves this path to the route (proxy.ts), so uploads reach it as they arrive.
export const GET = admitted(route({ query: runListQuery }, async (_request, _context, { query }) => NextResponse.json(await listRuns(getDb(), query))));

/**
 * Upload a bundle. JSON answer by default; NDJSON progress events when the client accepts them.
 * A stored run is laid out straight away (on the layout thread), as its run page is what opens next.
 */
export const POST = admitted(
  route({ query: uploadOptions }, async (request, _context, { query }) => {
    const upload = await readUploadRequest(request, query);
    if (!request.headers.get("accept")?.includes("application/x-ndjson")) {
      try {
        const answer = await ingestOffThread(getDb(), upload.source, upload.options);
        if (answer.status === "created") layOutSoon(getDb(), answer.run.id);
        return NextResponse.json(answer, { status: answer.status === "created" ? 201 : 409 });
      } catch (error) {
        throw ingestApiError(error);
      }
    }

    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: IngestEvent) => controller.enqueue(encoder.encode(JSON.stringify(event) + "\n"));
        try {
          const answer = await ingestOffThread(getDb(), upload.source, { ...upload.options, onProgress: (progress) => send({ type: "progress", ...progress }) });
          if (answer.status === "created") layOutSoon(getDb(), answer.run.id);
          send({ type: "result", answer });
        } catch (caught) {
          const error = ingestApiError(caught);
          if (error instanceof ApiError) send({ type: "error", error: { code: error.code, message: error.message, details: error.details as never } });
          else {
            console.error(caught);
            send({ type: "error", error: { code: "internal_error", message: "Something went wrong on the server." } });
          }
        } finally {
          controller.close();
        }
      },
    });
    return new Response(stream, { status: 200, headers: { "content-type": "application/x-ndjson", "cache-control": "no-store" } });
  }),
);
