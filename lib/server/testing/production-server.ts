import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import path from "node:path";

/**
 * The production build (`.next`, from `npm run build`) served by `lib/tooling/start.ts` on a free
 * port, for integration tests that need the real proxy, route handlers and body handling.
 */

/** Whether `npm run build` has produced a build to serve; suites skip (with a warning) without one. */
export const PRODUCTION_BUILD = existsSync(path.join(process.cwd(), ".next", "BUILD_ID"));

export interface ProductionServer {
  base: string;
  port: number;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealth(base: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/** Starts the build with `env` on top of this process's environment (DATABASE_URL is required). */
export async function startProductionServer(env: Record<string, string>): Promise<ProductionServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let printed = "";
  // Its own process group, so stopping it also stops the `next start` it spawns.
  const server = spawn("npx", ["tsx", "lib/tooling/start.ts"], { cwd: process.cwd(), env: { ...process.env, CAIRN_DEMO: "off", ...env, PORT: String(port) }, detached: true });
  server.stdout?.on("data", (chunk) => (printed += chunk));
  server.stderr?.on("data", (chunk) => (printed += chunk));
  const output = () => printed;
  const stop = async () => {
    if (server.exitCode !== null || !server.pid) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  };
  try {
    await waitForHealth(base, server, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, output, stop };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request with exactly the headers given, Host included: fetch() sets Host from the URL, so a
 * test of what the server does with another Host (DNS rebinding) has to go through node:http.
 */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, method, path: target, agent: false, headers: { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}
