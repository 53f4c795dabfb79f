import type { ClaimRecord, RejectionRecord, SearchFunction, SearchRecord } from "../records";
import { FenceError } from "./errors";
import { Fence, type FenceOptions } from "./fence";
import type { FenceGroupSnapshot, FenceGroupSnapshotInput } from "./snapshot";

/** The parts of a snapshot manifest.json (spec §5.6) that building a group reads. */
export interface SnapshotManifest {
  agents: Readonly<Record<string, { trace_dir?: string | null; artifacts?: readonly string[] | null }>>;
  dependencies?: Readonly<Record<string, readonly string[]>> | null;
}

/** File access for fromSnapshotManifest, injected so the core stays free of I/O. */
export interface ManifestSources {
  /** The document of agents without their own. */
  document: string;
  /** The snapshot directory the agents' trace_dir entries are relative to. */
  traceDir: string;
  /** Wins over artifacts and the fallback document. */
  perAgentDocuments?: Readonly<Record<string, string>>;
  /** A file's utf-8 text, or undefined when it cannot be read (the fallback document is used). */
  readText: (path: string) => string | undefined;
  /** A search rooted at one agent's directory. */
  makeSearch: (agentDir: string) => SearchFunction;
}

/** Python's os.path.join for two parts: an absolute second part replaces the first. */
function joinPath(base: string, part: string): string {
  if (part.startsWith("/") || base === "") return part;
  return base.endsWith("/") ? base + part : `${base}/${part}`;
}

function byTimestamp<T extends { timestamp: number }>(records: T[]): T[] {
  return records.sort((a, b) => a.timestamp - b.timestamp);
}

/** Named fences of one pipeline (spec §6): one per agent, linked along the data flow. */
export class FenceGroup {
  readonly #fences = new Map<string, Fence>();

  create(name: string, options: Omit<FenceOptions, "name"> = {}): Fence {
    if (this.#fences.has(name)) throw new FenceError("duplicate_fence", `Fence '${name}' already exists in this group`);
    const fence = new Fence({ ...options, name });
    this.#fences.set(name, fence);
    return fence;
  }

  /** Python's group[name]: throws when there is no such fence. */
  fence(name: string): Fence {
    const fence = this.#fences.get(name);
    if (fence === undefined) throw new FenceError("unknown_fence", `'${name}'`);
    return fence;
  }

  get(name: string): Fence | undefined;
  get<D>(name: string, fallback: D): Fence | D;
  get<D>(name: string, fallback?: D): Fence | D | undefined {
    return this.#fences.get(name) ?? fallback;
  }

  has(name: string): boolean {
    return this.#fences.has(name);
  }

  /** A copy, in creation order. */
  get fences(): Map<string, Fence> {
    return new Map(this.#fences);
  }

  /** Sorted by timestamp; ties keep fence creation order. */
  get allRejections(): RejectionRecord[] {
    return byTimestamp([...this.#fences.values()].flatMap((fence) => fence.rejections));
  }
  get allHistory(): SearchRecord[] {
    return byTimestamp([...this.#fences.values()].flatMap((fence) => fence.history));
  }
  get allClaims(): ClaimRecord[] {
    return byTimestamp([...this.#fences.values()].flatMap((fence) => fence.claims));
  }

  /**
   * The claim followed upstream hop by hop (spec §6.1): through `upstream_fence` to the first claim
   * there with id `upstream_id` (0 is a valid id). Stops at a missing fence or id, or at a claim
   * already in the chain.
   */
  traceChain(claim: ClaimRecord): ClaimRecord[] {
    const chain = [claim];
    let current = claim;
    while (current.upstream_id >= 0 && current.upstream_fence !== "") {
      const upstreamId = current.upstream_id;
      const next = this.#fences.get(current.upstream_fence)?.claims.find((candidate) => candidate.id === upstreamId);
      if (next === undefined || chain.includes(next)) break;
      chain.push(next);
      current = next;
    }
    return chain;
  }

  reset(): void {
    for (const fence of this.#fences.values()) fence.reset();
  }

  /** Each fence's snapshot, and the upstream names of fences that have upstreams. */
  snapshot(): FenceGroupSnapshot {
    const snapshot: FenceGroupSnapshot = { fences: {}, links: {} };
    for (const [name, fence] of this.#fences) {
      snapshot.fences[name] = fence.snapshot();
      const upstream = fence.upstream;
      if (upstream.length > 0) snapshot.links[name] = upstream.flatMap((up) => (up.name ? [up.name] : []));
    }
    return snapshot;
  }

  /** Fences in key order, then links; upstream names not in the group are ignored. */
  static restore(snapshot: FenceGroupSnapshotInput): FenceGroup {
    const group = new FenceGroup();
    for (const [name, fenceSnapshot] of Object.entries(snapshot.fences)) group.#fences.set(name, Fence.restore(fenceSnapshot));
    group.#linkAll(snapshot.links ?? {});
    return group;
  }

  /**
   * One fence per manifest agent (spec §6.2), searching only that agent's directory, with its
   * document taken from perAgentDocuments, else its first artifact, else the shared document;
   * then linked along `dependencies`.
   */
  static fromSnapshotManifest(manifest: SnapshotManifest, sources: ManifestSources): FenceGroup {
    const group = new FenceGroup();
    for (const [agent, info] of Object.entries(manifest.agents)) {
      const fence = group.create(agent);
      const agentDir = joinPath(sources.traceDir, info.trace_dir ?? `${agent}/`);
      const firstArtifact = info.artifacts?.[0];
      let document = sources.document;
      if (sources.perAgentDocuments && Object.hasOwn(sources.perAgentDocuments, agent)) {
        document = sources.perAgentDocuments[agent];
      } else if (firstArtifact !== undefined) {
        document = sources.readText(joinPath(agentDir, firstArtifact)) ?? sources.document;
      }
      fence.setDocument(document);
      fence.setSource(sources.makeSearch(agentDir));
    }
    group.#linkAll(manifest.dependencies ?? {});
    return group;
  }

  #linkAll(links: Readonly<Record<string, readonly string[]>>): void {
    for (const [name, upstreamNames] of Object.entries(links)) {
      const fence = this.#fences.get(name);
      if (fence === undefined) continue;
      for (const upstreamName of upstreamNames) {
        const upstream = this.#fences.get(upstreamName);
        if (upstream !== undefined) fence.link(upstream);
      }
    }
  }
}
