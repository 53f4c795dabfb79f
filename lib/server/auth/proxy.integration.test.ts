import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, ingestSample, PRODUCTION_BUILD, rawRequest, startProductionServer, type ProductionServer, type TestDatabase } from "../testing";

/**
 * What the proxy does for the default, token-less Cairn (production build). DNS rebinding: a page on rebind.attacker.example points
 * that name at 127.0.0.1, so its requests reach the server with the attacker's name in Host (and
 * Origin). They must be refused before any route runs; loopback names on Cairn's port still work.
 */

const MAX_UPLOAD = 1_000_000;

if (!PRODUCTION_BUILD) console.warn("proxy.integration.test.ts skipped: .next/BUILD_ID is missing; run `npm run build` first.");

describe.skipIf(!PRODUCTION_BUILD)("the proxy without CAIRN_ADMIN_TOKEN (production build)", () => {
  let database: TestDatabase;
  let server: ProductionServer;
  let runId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    runId = await ingestSample(database, "minimal_pipeline");
    server = await startProductionServer({ DATABASE_URL: database.url, CAIRN_RUNNER: "off", CAIRN_MAX_UPLOAD_BYTES: String(MAX_UPLOAD) });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("refuses a rebound name with 421 on every kind of request, and nothing changes", async () => {
    const evil = { host: `rebind.attacker.example:${server.port}`, origin: `http://rebind.attacker.example:${server.port}` };
    const json = { ...evil, "content-type": "application/json" };
    const attempts = [
      await rawRequest(server.port, "GET", "/api/runs", evil),
      await rawRequest(server.port, "PATCH", `/api/runs/${runId}`, json, JSON.stringify({ name: "renamed by a rebinding page" })),
      await rawRequest(server.port, "POST", `/api/runs/${runId}/share-links`, json, "{}"),
      await rawRequest(server.port, "GET", `/runs/${runId}`, evil),
      await rawRequest(server.port, "GET", "/api/health", evil),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(421);
      expect(attempt.body).not.toContain(runId);
    }
    expect(JSON.parse(attempts[0].body).error.code).toBe("host_not_allowed");
    expect((await database.db.run.findUniqueOrThrow({ where: { id: runId } })).name).toBe("minimal_pipeline");
    expect(await database.db.shareLink.count()).toBe(0);
  });

  it("refuses loopback names on another port", async () => {
    expect((await rawRequest(server.port, "GET", "/api/runs", { host: "localhost:1" })).status).toBe(421);
    expect((await rawRequest(server.port, "GET", "/api/runs", { host: "127.0.0.1" })).status).toBe(421);
  });

  it("answers localhost, 127.0.0.1 and [::1] on its own port", async () => {
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) {
      const answer = await rawRequest(server.port, "GET", "/api/runs", { host: `${name}:${server.port}` });
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toContain(runId);
    }
  });

  it("refuses a body over CAIRN_MAX_UPLOAD_BYTES with a 413 that says so, instead of a cut-off upload", async () => {
    const upload = (bytes: number) => fetch(`${server.base}/api/runs`, { method: "POST", headers: { "x-filename": "big.zip" }, body: new Uint8Array(bytes) });
    const over = await upload(MAX_UPLOAD + 1);
    expect(over.status).toBe(413);
    expect((await over.json()).error).toMatchObject({ code: "upload_too_large", message: expect.stringContaining("976.6 KiB") });
    // At the limit the body reaches the route whole: these zeros are refused as not an archive, not as cut off.
    const at = await upload(MAX_UPLOAD);
    expect((await at.json()).error.code).toBe("archive_unknown_format");
  });

  it("admits uploads in their route as it admits every other request: cross-site and oversized ones refused, with its headers, and nothing stored", async () => {
    const runs = await database.db.run.count();
    const crossSite = await rawRequest(server.port, "POST", "/api/runs", { host: `localhost:${server.port}`, origin: "http://evil.example", "x-filename": "run.zip" }, "PK");
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body).error.code).toBe("cross_site_request");
    // Sent without a Content-Length (chunked), a body is refused once it grows past the limit, not read on.
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${server.base}/api/runs`, { method: "POST", headers: { "x-filename": "big.zip" }, body, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.code).toBe("upload_too_large");
    for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"]) expect(streamed.headers.get(name), name).not.toBeNull();
    expect(await database.db.run.count()).toBe(runs);
  });

  it("tells every API answer, refusals included, never to be stored by a cache", async () => {
    for (const target of ["/api/runs", "/api/health", `/api/runs/${runId}`, "/api/runs/no-such-run", `/api/share/${"A".repeat(43)}`]) {
      expect((await fetch(`${server.base}${target}`)).headers.get("cache-control"), target).toBe("no-store");
    }
  });

  it("gives Next's image optimiser the same security headers as every other response", async () => {
    const page = await fetch(`${server.base}/`);
    const image = await fetch(`${server.base}/_next/image?url=%2Ffavicon.ico&w=64&q=75`);
    for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"]) {
      expect(page.headers.get(name), name).not.toBeNull();
      expect(image.headers.get(name), name).not.toBeNull();
    }
    // The optimiser fetches the image through the proxy itself, without a Host: that must not be refused.
    expect(image.status).not.toBe(421);
    const rebound = await rawRequest(server.port, "GET", "/_next/image?url=%2Ffavicon.ico&w=64&q=75", { host: `rebind.attacker.example:${server.port}` });
    expect(rebound.status).toBe(421);
  });
});
