/**
 * Which `Host` headers Cairn answers. A page on another site can point a DNS name of its own at
 * 127.0.0.1 (DNS rebinding) and then read this origin as its own: the browser sends that name in
 * `Host`, so refusing unknown names is what keeps a token-less, loopback-only Cairn private.
 */

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

export interface HostPolicy {
  /** Off with an admin token and no CAIRN_ALLOWED_HOSTS: every request must sign in anyway. */
  enforced: boolean;
  /** `name:port` pairs that match exactly. */
  exact: ReadonlySet<string>;
  /** Names accepted on any port (CAIRN_ALLOWED_HOSTS entries without a port). */
  anyPort: ReadonlySet<string>;
}

/** `name` and `port` of a Host header as the URL parser reads it (lowercased, IPv6 bracketed); null when it is not one. */
function parseHost(host: string): { name: string; port: string } | null {
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== "/" || url.search || `${url.host}` === "") return null;
    return { name: url.hostname, port: url.port || "80" };
  } catch {
    return null;
  }
}

export function hostPolicy(env: Record<string, string | undefined> = process.env): HostPolicy {
  const port = env.PORT?.trim() || "3000";
  // The address Cairn listens on (HOST, as start.ts binds it) answers too: 127.0.0.2 is loopback as well.
  const bound = env.HOST?.trim() ? [env.HOST.includes(":") ? `[${env.HOST.trim()}]` : env.HOST.trim()] : [];
  const exact = new Set([...LOOPBACK_NAMES, ...bound].map((name) => `${name.toLowerCase()}:${port}`));
  const anyPort = new Set<string>();
  const listed = (env.CAIRN_ALLOWED_HOSTS ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of listed) {
    const parsed = parseHost(entry);
    if (!parsed) continue;
    if (/:\d+$/.test(entry)) exact.add(`${parsed.name}:${parsed.port}`);
    else anyPort.add(parsed.name);
  }
  return { enforced: listed.length > 0 || !env.CAIRN_ADMIN_TOKEN?.trim(), exact, anyPort };
}

/**
 * A request without a Host never came from a browser (every browser sends one), so it cannot be a
 * rebinding page's; Next's own internal requests (the image optimiser's) carry none.
 */
export function isAllowedHost(host: string | null | undefined, policy: HostPolicy): boolean {
  if (!host) return true;
  const parsed = parseHost(host);
  if (!parsed) return false;
  return policy.exact.has(`${parsed.name}:${parsed.port}`) || policy.anyPort.has(parsed.name);
}
