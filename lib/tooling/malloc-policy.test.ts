import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MALLOC_TUNABLES, onGlibc, underMallocPolicy, withMallocPolicy } from "./malloc-policy";

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

/** Runs `code` as an ES module with `env` added (and no tunables of this process's), and returns what it printed. */
function run(code: string, env: Record<string, string> = {}, nodeOptions: string[] = []): string {
  const result = spawnSync(process.execPath, [...nodeOptions, "--input-type=module", "-e", code], {
    cwd: root,
    env: { ...process.env, GLIBC_TUNABLES: undefined, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

describe("withMallocPolicy", () => {
  it("sets the policy's tunables in an environment without any", () => {
    expect(withMallocPolicy({ PATH: "/bin" })).toEqual({ PATH: "/bin", GLIBC_TUNABLES: MALLOC_TUNABLES });
  });

  it("puts tunables the caller set after the policy's, so theirs win", () => {
    const env = withMallocPolicy({ GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=131072" });
    expect(env.GLIBC_TUNABLES).toBe(`${MALLOC_TUNABLES}:glibc.malloc.mmap_threshold=131072`);
    expect(underMallocPolicy(env)).toBe(true);
  });

  it("leaves an environment already under the policy as it is", () => {
    const env = withMallocPolicy({});
    expect(withMallocPolicy(env)).toBe(env);
  });
});

describe.runIf(onGlibc())("the policy in a process", () => {
  // 64 blocks of 1 MB, over glibc's default mmap threshold: unmapped when freed, unless the policy keeps them.
  const freedKept = `
    import { readFileSync } from "node:fs";
    const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
    let blocks = Array.from({ length: 64 }, () => Buffer.allocUnsafeSlow(1 << 20).fill(1));
    const held = rss();
    blocks = null;
    for (let i = 0; i < 3; i++) { globalThis.gc(); await new Promise((resolve) => setTimeout(resolve, 20)); }
    console.log(Math.round(held - rss()));
  `;

  it("keeps the memory malloc frees, which glibc's defaults give back", () => {
    const givenBackByDefault = Number(run(freedKept, {}, ["--expose-gc"]));
    const givenBackUnderPolicy = Number(run(freedKept, { GLIBC_TUNABLES: MALLOC_TUNABLES }, ["--expose-gc"]));
    expect(givenBackByDefault).toBeGreaterThan(48);
    expect(givenBackUnderPolicy).toBeLessThan(8);
  });

  it("relaunches a script under the policy, once, and exits with its code", () => {
    const script = path.join(mkdtempSync(path.join(tmpdir(), "cairn-malloc-")), "relaunched.mts");
    writeFileSync(
      script,
      `
      import { relaunchUnderMallocPolicy } from ${JSON.stringify(path.join(__dirname, "malloc-policy.ts"))};
      const relaunched = relaunchUnderMallocPolicy();
      if (relaunched) process.exit(await relaunched);
      console.log(process.env.GLIBC_TUNABLES);
      process.exit(3);
    `,
    );
    const result = spawnSync(tsx, [script], { cwd: root, env: { ...process.env, GLIBC_TUNABLES: undefined }, encoding: "utf8" });
    expect(result.stdout.trim()).toBe(MALLOC_TUNABLES);
    expect(result.status).toBe(3);
  });
});
