/**
 * How Cairn's long-lived processes (the server, the audit worker, the benchmarks that measure
 * them) ask glibc's malloc to keep the memory it frees.
 *
 * An audit reads its run's call files into texts of a few MB each (external strings and typed
 * arrays, in malloc'd memory) and frees them when it ends. By default glibc gives such memory
 * back to the kernel: blocks over its mmap threshold are unmapped at once, and the top of a heap
 * is trimmed once over twice that threshold. On a VM that hands freed pages back to its host, as
 * the machines Cairn is measured on do, a page faulted in again costs ~11 µs (64 MB touched
 * afresh: ~190 ms; touched again: ~3 ms), so each audit paid for its memory anew. With a trim
 * threshold no heap reaches and the mmap threshold at its largest (32 MB, so a batch of call
 * texts comes from a heap), the next audit reuses the pages the last one freed, once the last
 * one's texts are collected, which V8 does as a process allocates, seldom while it idles:
 * back-to-back runs reuse them from the third run on, and a pause did not help (bench/audit's
 * cascade in one process faulted ~16,100 fresh pages reading its second run, straight after the
 * first or 10 s later; on the audit threads, runs after 10 s pauses faulted 15-54 k pages,
 * back-to-back runs 4-30 k). Measured on bench/audit's cascade, six processes each way,
 * alternating: on the audit threads 1,241-1,522 ms (median ~1,410) against 1,490-1,697 (~1,620);
 * in one process no change: its second run reads its texts before V8 has collected the first's
 * (a mark-compact frees them later in that run), so they take fresh pages under any policy
 * (bench/audit's notes count them: 13-18 k in the second run, 2-3 k in the third; given the
 * first run's texts instead, the second faulted as many for its figure arrays and V8 heap).
 * The price is memory kept: the process holds what its largest audit used (bench/audit's, after
 * six cascades: 950-1,000 MB resident against 770-880).
 *
 * glibc reads GLIBC_TUNABLES once, when a process starts, so the policy is an environment for
 * a process to start with. Other C libraries ignore it.
 */
import { spawn } from "node:child_process";

const MMAP_THRESHOLD = 32 * 1024 * 1024;
const TRIM_THRESHOLD = 4 * 1024 ** 3;

type Environment = Readonly<Record<string, string | undefined>>;

export const MALLOC_TUNABLES = `glibc.malloc.trim_threshold=${TRIM_THRESHOLD}:glibc.malloc.mmap_threshold=${MMAP_THRESHOLD}`;

/** `env` with the policy's tunables set; tunables the caller already set come after them, so theirs win. */
export function withMallocPolicy<Env extends Environment>(env: Env): Env {
  if (underMallocPolicy(env)) return env;
  const own = env.GLIBC_TUNABLES;
  return { ...env, GLIBC_TUNABLES: own ? `${MALLOC_TUNABLES}:${own}` : MALLOC_TUNABLES };
}

export function underMallocPolicy(env: Environment): boolean {
  return env.GLIBC_TUNABLES?.startsWith(MALLOC_TUNABLES) ?? false;
}

/** Whether this process's C library is glibc, the only one that reads the policy. */
export function onGlibc(): boolean {
  const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  return header.glibcVersionRuntime !== undefined;
}

/**
 * Starts this very script again under the policy, unless it runs under it already or glibc is
 * not its C library: then null, and the caller goes on. Else the promise of the new process's
 * exit code (signals passed on to it), for the caller to exit with.
 */
export function relaunchUnderMallocPolicy(): Promise<number> | null {
  if (underMallocPolicy(process.env) || !onGlibc()) return null;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit", env: withMallocPolicy(process.env) });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
