import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { UploadAnswer } from "@/lib/api";
import { parseArgs, UsageError } from "../args";
import { printRun } from "../print-run";

export const pushUsage = "cairn push <dir|archive> --server URL [--json] [--name NAME] [--token TOKEN] [--allow-duplicate]";

function folderForm(root: string): FormData {
  const form = new FormData();
  const base = path.basename(path.resolve(root));
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) throw new Error(`${child}: bundles may not contain symbolic links`);
      if (entry.isDirectory()) walk(child);
      else form.append("files", new Blob([readFileSync(path.join(root, child))]), `${base}/${child}`);
    }
  };
  walk("");
  form.append("folder", base);
  return form;
}

/** Uploads to a running Cairn (bearer token from --token or CAIRN_ADMIN_TOKEN) and prints the run's URL. */
export async function pushCommand(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { flags: ["json", "allow-duplicate"], values: ["server", "name", "token"] });
  if (positionals.length !== 1 || typeof options.server !== "string") throw new UsageError(`usage: ${pushUsage}`);
  const target = positionals[0];
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) throw new Error(`${target}: no such file or folder`);

  const form = stats.isDirectory() ? folderForm(target) : new FormData();
  if (!stats.isDirectory()) form.append("archive", new Blob([readFileSync(target)]), path.basename(target));
  if (typeof options.name === "string") form.append("name", options.name);
  if (options["allow-duplicate"]) form.append("duplicate", "allow");

  const server = options.server.replace(/\/+$/, "");
  const token = (options.token as string | undefined) ?? process.env.CAIRN_ADMIN_TOKEN;
  const response = await fetch(`${server}/api/runs`, {
    method: "POST",
    body: form,
    headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json().catch(() => null)) as (UploadAnswer & { error?: { message: string } }) | null;
  if (!body || body.error) throw new Error(body?.error?.message ?? `server answered ${response.status}`);
  const url = `${server}/runs/${body.run.id}`;
  if (body.status === "duplicate") {
    console.error(`already ingested as run "${body.run.name}": ${url}`);
    return 3;
  }
  if (options.json) console.log(JSON.stringify({ ...body.run, url }));
  else printRun(body.run, url);
  return 0;
}
