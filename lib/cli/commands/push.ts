import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { UploadAnswer } from "@/lib/api";
import { UnreadableBundleError, UsageError } from "../errors";
import { printRun } from "../print-run";
import type { Options } from ".";

function folderForm(root: string): FormData {
  const form = new FormData();
  const base = path.basename(path.resolve(root));
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) throw new UnreadableBundleError(`${path.join(root, child)}: is a symbolic link; bundles may not contain links`);
      if (entry.isDirectory()) walk(child);
      else form.append("files", new Blob([readFileSync(path.join(root, child))]), `${base}/${child}`);
    }
  };
  walk("");
  form.append("folder", base);
  return form;
}

type Answer = (UploadAnswer & { error?: undefined }) | { error: { code: string; message: string } };

async function upload(server: string, form: FormData, token: string | undefined): Promise<{ response: Response; body: Answer | null }> {
  try {
    const response = await fetch(`${server}/api/runs`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { response, body: (await response.json().catch(() => null)) as Answer | null };
  } catch (error) {
    // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is its cause.
    throw new Error(`cannot reach ${server}: ${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message}`);
  }
}

/** Uploads to a running Cairn (bearer token from --token or CAIRN_ADMIN_TOKEN) and prints the run's URL. */
export async function run(target: string, options: Options): Promise<number> {
  const server = String(options.server).replace(/\/+$/, "");
  if (!URL.canParse(server)) throw new UsageError(`--server must be a URL, not "${server}"`);
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) throw new UnreadableBundleError(`${target}: no such file or folder`);

  const form = stats.isDirectory() ? folderForm(target) : new FormData();
  if (!stats.isDirectory()) form.append("archive", new Blob([readFileSync(target)]), path.basename(target));
  if (typeof options.name === "string") form.append("name", options.name);
  if (options["allow-duplicate"]) form.append("duplicate", "allow");

  const { response, body } = await upload(server, form, (options.token as string | undefined) ?? process.env.CAIRN_ADMIN_TOKEN);
  if (!body || body.error) {
    // The server names the file and line of a bundle it cannot read (error codes archive_*, bundle_*).
    if (body && /^(archive|bundle)_/.test(body.error.code)) throw new UnreadableBundleError(`${target}: ${body.error.message}`);
    throw new Error(`${server} answered ${response.status}: ${body?.error.message ?? response.statusText}`);
  }
  const url = `${server}/runs/${body.run.id}`;
  if (options.json) console.log(JSON.stringify({ ...body, url }));
  else if (body.status === "duplicate") console.log(`Already stored as run "${body.run.name}": ${url}; --allow-duplicate stores another copy`);
  else printRun(body.run, url);
  return 0;
}
