import { z } from "zod";
import { BundleError } from "./issues";
import { parseJsonText } from "./json-syntax";
import { dictFrom } from "./dict";
import { dictOf, jsonObject, pyInt, pyNumber } from "./py-schemas";
import { checkSchema } from "./schema-issues";
import { scopesProblem, scopesSchema, type ManifestScope } from "./scopes";

/** One agent's line in `manifest.agents` (spec §5.6). Missing fields take the values of an idle agent. */
export interface ManifestAgent {
  tool_calls: number;
  /** Tool names in order of first use. */
  tools_used: string[];
  /** Calls per raw tool name. */
  tool_counts: Record<string, number>;
  /** File names relative to trace_dir, in save order. */
  artifacts: string[];
  errors: number;
  /** Agent folder relative to the bundle root, "{agent}/" unless the manifest says otherwise. */
  trace_dir: string;
  /** Sum of output_bytes over the agent's .txt call files. */
  trace_bytes: number;
  [key: string]: unknown;
}

export interface ManifestTotals {
  agents?: number;
  tool_calls?: number;
  artifacts?: number;
  errors?: number;
  trace_bytes?: number;
  [key: string]: unknown;
}

/** A directed edge `[src, dst]`; either end may be a sentinel (__start__ / __end__). */
export type ManifestEdge = [string, string];

export interface ManifestGraph {
  nodes: string[];
  edges: ManifestEdge[];
}

/**
 * manifest.json as audit-fence v0.9 writes it, plus the newer topology keys. Unknown keys are kept
 * (the ingest layer stores the manifest whole) and any `version` is accepted.
 */
export interface Manifest {
  version?: unknown;
  session_id: string;
  created?: string;
  finalized?: string;
  duration_seconds?: number;
  /** Keyed by agent name, in writer creation order. */
  agents: Record<string, ManifestAgent>;
  /** downstream → its upstreams, in declaration order; {} when none were declared. */
  dependencies: Record<string, string[]>;
  totals?: ManifestTotals;
  incomplete?: boolean;
  /** Newer manifests: the pipeline graph, edges as [src, dst] pairs. */
  graph?: ManifestGraph;
  /** Newer manifests: a top-level edge list instead of `graph`. */
  edges?: ManifestEdge[];
  /** Cairn's graph hierarchy (SCOPES.md), keyed by scope name; absent in audit-fence's manifests. */
  scopes?: Record<string, ManifestScope>;
  [key: string]: unknown;
}

const edgeSchema = z.tuple([z.string(), z.string()]);
/** LangGraph exports nodes as objects with an id; a plain name is accepted too. */
const graphNodeSchema = z.union([z.string(), z.looseObject({ id: z.string() }).transform((node) => node.id)]);

const agentSchema = z.looseObject({
  tool_calls: pyInt.default(0),
  tools_used: z.array(z.string()).default(() => []),
  tool_counts: dictOf(pyInt).default(() => ({})),
  artifacts: z.array(z.string()).default(() => []),
  errors: pyInt.default(0),
  trace_dir: z.string().optional(),
  trace_bytes: pyInt.default(0),
});

/** An agent's folder is "{agent}/" unless the manifest names another. */
const agentsSchema = dictOf(agentSchema).transform(
  (agents): Record<string, ManifestAgent> => dictFrom(Object.entries(agents).map(([name, agent]) => [name, { ...agent, trace_dir: agent.trace_dir ?? `${name}/` }])),
);

const manifestSchema: z.ZodType<Manifest> = z.looseObject({
  version: z.unknown().optional(),
  session_id: z.string().default(""),
  created: z.string().optional(),
  finalized: z.string().optional(),
  duration_seconds: pyNumber.optional(),
  agents: agentsSchema,
  dependencies: dictOf(z.array(z.string())).default(() => ({})),
  totals: jsonObject.optional(),
  incomplete: z.boolean().optional(),
  graph: z
    .looseObject({ nodes: z.array(graphNodeSchema).default(() => []), edges: z.array(edgeSchema).default(() => []) })
    .optional(),
  edges: z.array(edgeSchema).optional(),
  scopes: scopesSchema.optional(),
});

/** Parse manifest.json; every failure is a BundleError naming the file (and line for bad JSON). */
export function parseManifest(text: string, fileName: string): Manifest {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new BundleError("manifest_invalid_json", { file: fileName, ...parsed.problem });
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BundleError("manifest_not_object", { file: fileName, message: "the manifest is not a JSON object" });
  }
  if (!("agents" in value)) {
    throw new BundleError("manifest_missing_agents", { file: fileName, message: '"agents" is missing' });
  }
  const checked = checkSchema(manifestSchema, value);
  if (!checked.ok) throw new BundleError("manifest_invalid", { file: fileName, message: checked.problem });
  const hierarchyProblem = checked.data.scopes ? scopesProblem(checked.data.scopes) : null;
  if (hierarchyProblem) throw new BundleError("manifest_invalid", { file: fileName, message: hierarchyProblem });
  return checked.data;
}
