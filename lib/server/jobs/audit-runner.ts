import type { ManifestOverview } from "@/lib/core/bundle";
import type { Auditor } from "@/lib/core/cascade";
import type { Db } from "../db";
import { executeAudit } from "../audits/execute-audit";
import { beatAudit, claimQueuedAudit, failAudit, requeueRunningFences, requeueStaleAudits } from "../repos";

export interface AuditRunnerOptions {
  /** How often an idle runner looks for queued audits. */
  pollMs?: number;
  /** How often a running audit checks whether it was cancelled and proves its runner alive. */
  cancelCheckMs?: number;
  /** A running audit whose heartbeat is older than this was left by a dead process and is re-queued. */
  staleAfterMs?: number;
  /** Builds the auditor an audit asked for; the run's manifest goes into an LLM auditor's prompt. */
  auditorFor: (kind: string, context: { manifest?: ManifestOverview }) => Auditor;
  log?: (message: string) => void;
}

/**
 * Executes queued audits, durably: the queue is the Audit table itself. An audit is claimed with an
 * atomic compare-and-set (queued → running), so several Cairn processes (web servers and
 * `npm run worker`) can share the work on either database. A running audit's heartbeat is renewed
 * while it runs; one whose heartbeat has gone stale was left by a process that died, and is queued
 * again and re-run from scratch (checked at start and at every poll), never one another live
 * process is still running.
 */
export class AuditRunner {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private busy = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly options: AuditRunnerOptions,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.requeueAbandoned();
    this.schedule(0);
  }

  /** Re-queues running audits whose runner stopped beating; returns how many. */
  async requeueAbandoned(): Promise<number> {
    const staleBefore = new Date(Date.now() - (this.options.staleAfterMs ?? 30_000));
    const recovered = await requeueStaleAudits(this.db, staleBefore);
    if (recovered) this.options.log?.(`re-queued ${recovered} audit(s) left running by a process that stopped`);
    return recovered;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Look for work now instead of at the next poll (after an audit is queued in this process). */
  kick(): void {
    if (!this.stopped && !this.busy) this.schedule(0);
  }

  /** Runs queued audits until none is left; resolves when idle. Public for tests and the worker. */
  async drain(): Promise<number> {
    let ran = 0;
    for (let next = await this.claimNext(); next; next = await this.claimNext()) {
      await this.run(next.id, () => this.options.auditorFor(next.auditor, { manifest: next.manifest }));
      ran++;
    }
    return ran;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
  }

  private async tick(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      await this.requeueAbandoned();
      await this.drain();
    } catch (error) {
      this.options.log?.(`audit runner: ${(error as Error).message}`);
    } finally {
      this.busy = false;
      if (!this.stopped) this.schedule(this.options.pollMs ?? 1000);
    }
  }

  private async claimNext(): Promise<{ id: string; auditor: string; manifest: ManifestOverview } | null> {
    const claimed = await claimQueuedAudit(this.db);
    return claimed && { id: claimed.id, auditor: claimed.auditor, manifest: JSON.parse(claimed.manifestJson) as ManifestOverview };
  }

  private async run(auditId: string, makeAuditor: () => Auditor): Promise<void> {
    const controller = new AbortController();
    const watch = setInterval(async () => {
      // One write both renews the heartbeat and tells whether the audit is still ours to run.
      const alive = await beatAudit(this.db, auditId).catch(() => null);
      if (alive === false) controller.abort();
    }, this.options.cancelCheckMs ?? 500);
    let auditor: Auditor | undefined;
    try {
      auditor = makeAuditor();
      await executeAudit(this.db, auditId, auditor, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) {
        this.options.log?.(`audit ${auditId} cancelled`);
        await requeueRunningFences(this.db, auditId).catch(() => undefined);
      } else {
        await failAudit(this.db, auditId, (error as Error).message).catch(() => undefined);
      }
    } finally {
      clearInterval(watch);
      auditor?.close?.();
    }
  }
}
