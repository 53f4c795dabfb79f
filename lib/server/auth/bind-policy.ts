const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

export type BindDecision = { ok: true; notice: string } | { ok: false; message: string };

/** Whether Cairn may listen on `host`: any address with an admin token, only loopback without one. */
export function bindDecision(host: string, adminToken: string | null): BindDecision {
  if (adminToken) return { ok: true, notice: "CAIRN_ADMIN_TOKEN is set: every page except share links and /api/health requires signing in." };
  if (isLoopbackHost(host)) return { ok: true, notice: `no CAIRN_ADMIN_TOKEN: Cairn listens on ${host} only, reachable from this machine alone.` };
  return {
    ok: false,
    message: `refusing to listen on ${host} without CAIRN_ADMIN_TOKEN: anyone who can reach that address could read and change every run. Set CAIRN_ADMIN_TOKEN to a long random secret, or leave HOST unset to listen on 127.0.0.1 only.`,
  };
}
