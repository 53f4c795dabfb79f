import { existsSync } from "node:fs";
import net from "node:net";

/** Where the test tiers find Chromium and PostgreSQL on this machine. */

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export function postgresTestUrl(): string {
  return process.env.CAIRN_TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
}

export function postgresReachable(url: string, timeoutMs = 2000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
