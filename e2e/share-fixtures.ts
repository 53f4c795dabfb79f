import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

/** Shared helpers of share.spec.ts and security.spec.ts: upload a folder bundle, audit it, share it. */

export interface BundleFile {
  path: string;
  bytes: Uint8Array;
}

export function readFolder(root: string, prefix: string): BundleFile[] {
  const files: BundleFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push({ path: `${prefix}/${path.relative(root, full).split(path.sep).join("/")}`, bytes: readFileSync(full) });
    }
  };
  walk(root);
  return files;
}

/** Uploads a folder bundle (one multipart part per file, as a dropped folder is sent) and audits it. */
export async function uploadAndAudit(request: APIRequestContext, files: BundleFile[], name: string): Promise<{ runId: string; auditId: string }> {
  const form = new FormData();
  form.append("name", name);
  form.append("duplicate", "allow");
  for (const file of files) form.append("files", new Blob([Buffer.from(file.bytes)]), file.path);
  const upload = await request.post("/api/runs", { multipart: form });
  expect(upload.status(), await upload.text()).toBe(201);
  const runId = (await upload.json()).run.id as string;

  const queued = await request.post(`/api/runs/${runId}/audits`, { data: { auditor: "mechanical" } });
  expect(queued.status()).toBe(202);
  const auditId = (await queued.json()).audit.id as string;
  await expect
    .poll(async () => (await (await request.get(`/api/runs/${runId}/audits/${auditId}`)).json()).audit.status, { timeout: 60_000 })
    .toBe("done");
  return { runId, auditId };
}

export async function createShareLink(request: APIRequestContext, runId: string, body: Record<string, unknown> = {}): Promise<{ id: string; path: string; token: string }> {
  const created = await request.post(`/api/runs/${runId}/share-links`, { data: body });
  expect(created.status()).toBe(201);
  const { link, path: sharePath } = await created.json();
  return { id: link.id, path: sharePath, token: sharePath.replace(/^\/s\//, "") };
}
