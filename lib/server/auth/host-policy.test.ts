import { describe, expect, it } from "vitest";
import { hostPolicy, isAllowedHost } from "./host-policy";

describe("host policy without CAIRN_ALLOWED_HOSTS", () => {
  const policy = hostPolicy({ PORT: "3000" });

  it("accepts the loopback names and addresses on the configured port", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LOCALHOST:3000"]) expect(isAllowedHost(host, policy), host).toBe(true);
  });

  it("refuses any other name, or a loopback name on another port (DNS rebinding)", () => {
    for (const host of ["rebind.attacker.example:3000", "attacker.example", "localhost:4000", "127.0.0.1", "localhost.attacker.example:3000", "127.0.0.1.nip.io:3000", "0.0.0.0:3000", "[::ffff:127.0.0.1]:3000", "localhost:3000/x"]) {
      expect(isAllowedHost(host, policy), String(host)).toBe(false);
    }
  });

  it("lets a request without Host through: no browser sends one, Next's internal requests do not carry one", () => {
    expect(isAllowedHost(null, policy)).toBe(true);
    expect(isAllowedHost("", policy)).toBe(true);
  });

  it("uses port 3000 when PORT is unset, as next start does", () => {
    expect(isAllowedHost("localhost:3000", hostPolicy({}))).toBe(true);
    expect(isAllowedHost("localhost:3001", hostPolicy({}))).toBe(false);
  });

  it("also accepts the address it was told to listen on (HOST)", () => {
    expect(isAllowedHost("127.0.0.2:3000", hostPolicy({ HOST: "127.0.0.2" }))).toBe(true);
    expect(isAllowedHost("127.0.0.2:3000", policy)).toBe(false);
  });

  it("is enforced without an admin token only", () => {
    expect(policy.enforced).toBe(true);
    expect(hostPolicy({ CAIRN_ADMIN_TOKEN: "secret" }).enforced).toBe(false);
  });
});

describe("host policy with CAIRN_ALLOWED_HOSTS", () => {
  const policy = hostPolicy({ PORT: "3000", CAIRN_ALLOWED_HOSTS: " cairn.example.com, review.internal:8443 ,, " });

  it("adds the listed names: a bare name on any port, a name with a port on that port only", () => {
    for (const host of ["cairn.example.com", "cairn.example.com:443", "CAIRN.example.com", "review.internal:8443", "localhost:3000"]) expect(isAllowedHost(host, policy), host).toBe(true);
    for (const host of ["review.internal", "review.internal:3000", "evil.cairn.example.com", "rebind.attacker.example:3000"]) expect(isAllowedHost(host, policy), host).toBe(false);
  });

  it("applies with an admin token too", () => {
    expect(hostPolicy({ CAIRN_ADMIN_TOKEN: "secret", CAIRN_ALLOWED_HOSTS: "cairn.example.com" }).enforced).toBe(true);
  });
});
