import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { expect, type APIRequestContext } from "@playwright/test";

/** Shared by audit.spec.ts and chain.spec.ts: the equity-research demo, uploaded as a zip and (optionally) audited. */

const DEMO = path.join(process.cwd(), "lib", "demo", "equity-research");

/**
 * A folder as a zip, its files at the archive's root or under `top/`. Entries carry the current
 * time, so zipping a folder again gives new bytes (a duplicate upload otherwise) once two seconds
 * have passed, the resolution of zip times.
 */
export function zipFolder(root: string, top = ""): Buffer {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.posix.join(top, path.relative(root, full).split(path.sep).join("/"))] = readFileSync(full);
    }
  };
  walk(root);
  return Buffer.from(zipSync(files));
}

/** The demo bundle as a zip: `trace/...` and `report.md` at its root. */
const demoZip = () => zipFolder(DEMO);

/** A fresh run of the demo (never folded into an earlier identical upload). */
export async function uploadDemo(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post("/api/runs", {
    multipart: { archive: { name: "demo.zip", mimeType: "application/zip", buffer: demoZip() }, name, duplicate: "allow" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).run.id as string;
}

/** Runs the mechanical auditor on a run through the API and waits for it to finish. */
export async function auditRun(request: APIRequestContext, runId: string): Promise<string> {
  const queued = await request.post(`/api/runs/${runId}/audits`, { data: { auditor: "mechanical" } });
  expect(queued.status()).toBe(202);
  const auditId = (await queued.json()).audit.id as string;
  await expect.poll(async () => (await (await request.get(`/api/runs/${runId}/audits/${auditId}`)).json()).audit.status, { timeout: 60_000 }).toBe("done");
  return auditId;
}
