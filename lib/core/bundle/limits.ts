import type { BundleFiles } from "./files";
import { BundleError } from "./issues";
import type { Manifest } from "./manifest";
import { declaredGraphEdges } from "./manifest-edges";
import { GRAPH_END, GRAPH_START } from "../topology";
import { MiB } from "../archive";

/**
 * Bounds on what a bundle may ask of the readers and of everything after them. Each is checked
 * before the work it guards: line lengths and JSON depth on a file's bytes before it is decoded or
 * parsed, agent and edge counts on the manifest before any agent is read.
 */
export const DEFAULT_BUNDLE_LIMITS = Object.freeze({
  /** Longest line of any file, in UTF-8 bytes (a JSONL line is one JSON document held whole in memory). */
  maxLineBytes: 16 * MiB,
  /** Deepest nesting of arrays and objects in a .json / .jsonl file; deeper ones overflow recursive walks. */
  maxJsonDepth: 512,
  /** Agents in the DAG: manifest agents plus names met only in dependencies or the declared graph. */
  maxAgents: 5_000,
  maxEdges: 50_000,
});

/** The bundle bounds by name (each documented on its default above). */
export type BundleLimits = Record<keyof typeof DEFAULT_BUNDLE_LIMITS, number>;

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** 1-based line of a byte offset, counting \n, \r\n and \r as one line end each (Python's text mode). */
function lineOf(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === LF || (bytes[i] === CR && bytes[i + 1] !== LF)) line++;
  }
  return line;
}

/** The offset where the first line longer than `maxBytes` starts, or -1. */
function firstLongLine(bytes: Uint8Array, maxBytes: number): number {
  // No line is longer than its file: most files are skipped without walking their lines.
  if (bytes.length <= maxBytes) return -1;
  let start = 0;
  let nextLf = bytes.indexOf(LF);
  let nextCr = bytes.indexOf(CR);
  while (start < bytes.length) {
    if (nextLf !== -1 && nextLf < start) nextLf = bytes.indexOf(LF, start);
    if (nextCr !== -1 && nextCr < start) nextCr = bytes.indexOf(CR, start);
    const end = Math.min(nextLf === -1 ? bytes.length : nextLf, nextCr === -1 ? bytes.length : nextCr);
    if (end - start > maxBytes) return start;
    start = end + 1;
  }
  return -1;
}

/** The offset of the bracket that first nests deeper than `maxDepth`, or -1; brackets inside strings do not count. */
function firstTooDeep(bytes: Uint8Array, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      if (++depth > maxDepth) return i;
    } else if (CLOSERS.has(byte)) depth--;
  }
  return -1;
}

const isJsonFile = (path: string) => /\.jsonl?$/i.test(path);

/** `files` with every file checked against the line and depth limits the first time it is read. */
export function limitedFiles(files: BundleFiles, limits: BundleLimits): BundleFiles {
  const checked = new Set<string>();
  return {
    list: () => files.list(),
    read(path) {
      const bytes = files.read(path);
      if (bytes === undefined || checked.has(path)) return bytes;
      const long = firstLongLine(bytes, limits.maxLineBytes);
      if (long !== -1) {
        const message = `the line is over the ${limits.maxLineBytes}-byte limit on one line (CAIRN_MAX_LINE_BYTES); the bundle is refused`;
        throw new BundleError("line_too_long", { file: path, line: lineOf(bytes, long), message });
      }
      const deep = isJsonFile(path) ? firstTooDeep(bytes, limits.maxJsonDepth) : -1;
      if (deep !== -1) {
        const message = `JSON nested more than ${limits.maxJsonDepth} levels deep; the bundle is refused`;
        throw new BundleError("too_deep", { file: path, line: lineOf(bytes, deep), message });
      }
      checked.add(path);
      return bytes;
    },
  };
}

/** Refuses a manifest whose DAG would be larger than the limits, counting nodes and edges as the topology will (the report's own edges aside). */
export function checkGraphSize(manifest: Manifest, manifestPath: string, limits: BundleLimits): void {
  const names = new Set(Object.keys(manifest.agents));
  const edges = new Set<string>();
  for (const [downstream, upstreams] of Object.entries(manifest.dependencies)) {
    names.add(downstream);
    for (const upstream of upstreams) {
      names.add(upstream);
      if (upstream !== downstream) edges.add(`${upstream}\u0000${downstream}`);
    }
  }
  for (const [source, target] of declaredGraphEdges(manifest)) {
    names.add(source).add(target);
    const sentinel = [source, target].some((name) => name === GRAPH_START || name === GRAPH_END);
    if (!sentinel && source !== target) edges.add(`${source}\u0000${target}`);
  }
  names.delete(GRAPH_START);
  names.delete(GRAPH_END);
  if (names.size > limits.maxAgents) {
    throw new BundleError("too_many_agents", { file: manifestPath, message: `the pipeline has ${names.size} agents, over the limit of ${limits.maxAgents} (CAIRN_MAX_AGENTS); the bundle is refused` });
  }
  if (edges.size > limits.maxEdges) {
    throw new BundleError("too_many_edges", { file: manifestPath, message: `the pipeline has ${edges.size} edges, over the limit of ${limits.maxEdges} (CAIRN_MAX_EDGES); the bundle is refused` });
  }
}
