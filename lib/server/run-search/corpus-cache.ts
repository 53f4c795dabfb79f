import { CallCorpus } from "./call-corpus";
import type { CallTextFile } from "../repos/trace-files";

/**
 * Call corpora of the most recently searched runs. A run's stored texts never change after ingest,
 * so a corpus stays valid until evicted; building one reads every call text once, which is the
 * cost the first search of a run pays. The budget counts the text's code units: the backend holds
 * about twice that (the text and its lowercase copy).
 */
export class CorpusCache {
  private readonly entries = new Map<string, Promise<CallCorpus>>();

  constructor(private readonly budgetCodeUnits: number) {}

  /** The run's corpus, built from `load` on a miss (concurrent misses share one build). */
  async get(runId: string, load: () => Promise<readonly CallTextFile[]>): Promise<CallCorpus> {
    const known = this.entries.get(runId);
    if (known) {
      // Most recently used last.
      this.entries.delete(runId);
      this.entries.set(runId, known);
      return known;
    }
    const building = load().then((files) => new CallCorpus(files));
    this.entries.set(runId, building);
    try {
      const corpus = await building;
      await this.evictBeyondBudget(runId);
      return corpus;
    } catch (error) {
      this.entries.delete(runId);
      throw error;
    }
  }

  /** Drops the least recently used corpora until the rest fit; the one just built always stays. */
  private async evictBeyondBudget(keep: string): Promise<void> {
    const sizes = new Map<string, number>();
    for (const [runId, entry] of this.entries) sizes.set(runId, (await entry).size);
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const [runId, size] of sizes) {
      if (total <= this.budgetCodeUnits) break;
      if (runId === keep) continue;
      this.entries.delete(runId);
      total -= size;
    }
  }
}
