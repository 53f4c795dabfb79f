import { createHash, randomUUID } from "node:crypto";
import type { ParsedBundle } from "@/lib/core/bundle";
import { auditStatusOf, cascadeInputFromBundle, parseFenceName, planCascade, tallyFindings } from "@/lib/core/cascade";
import { scanRun } from "@/lib/core/provenance";
import { bundleTopology } from "@/lib/core/topology";
import { auditRows } from "../repos/mappers/claims";

/**
 * Turns a parsed bundle into the rows ingest stores, with ids assigned up front so every row can be
 * written with createMany in one transaction. Pure apart from hashing and id generation.
 */

export interface RunMetadata {
  name: string;
  archiveSha256: string | null;
  /** Secrets masked before storing (redact-bundle.ts). */
  redactedSecrets: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");

export function bundleRows(bundle: ParsedBundle, meta: RunMetadata) {
  const runId = randomUUID();
  const { manifest } = bundle;
  const topology = bundleTopology(bundle);

  const traceFiles: { id: string; runId: string; path: string; kind: string; sha256: string; bytes: number; text: string }[] = [];
  const traceFileId = new Map<string, string>();
  const addTraceFile = (path: string, kind: string, text: string): string => {
    const existing = traceFileId.get(path);
    if (existing) return existing;
    const id = randomUUID();
    traceFiles.push({ id, runId, path, kind, sha256: sha256(text), bytes: utf8Bytes(text), text });
    traceFileId.set(path, id);
    return id;
  };

  const documents: { id: string; runId: string; kind: string; node: string; traceFileId: string }[] = [];
  const addDocument = (kind: string, node: string, fileId: string) => documents.push({ id: randomUUID(), runId, kind, node, traceFileId: fileId });

  const parsedAgents = new Map(bundle.agents.map((agent) => [agent.name, agent]));
  const agents = topology.nodes
    .filter((node) => node.kind === "agent")
    .map((node, position) => {
      const parsed = parsedAgents.get(node.name);
      return {
        id: randomUUID(),
        runId,
        name: node.name,
        position,
        scope: node.scope,
        parent: node.parent,
        hasTrace: parsed !== undefined,
        traceDir: parsed?.traceDir ?? `${node.name}/`,
        toolCalls: parsed?.stats.tool_calls ?? 0,
        errors: parsed?.stats.errors ?? 0,
        traceBytes: parsed?.stats.trace_bytes ?? 0,
        toolCountsJson: JSON.stringify(parsed?.stats.tool_counts ?? {}),
        artifactsJson: JSON.stringify(parsed?.stats.artifacts ?? []),
      };
    });
  const agentId = new Map(agents.map((agent) => [agent.name, agent.id]));

  const toolCalls = bundle.agents.flatMap((agent) => {
    for (const [path, text] of Object.entries(agent.callTexts)) addTraceFile(path, "call", text);
    for (const artifact of agent.artifacts) addDocument("artifact", agent.name, addTraceFile(artifact.tracePath, "artifact", artifact.text));
    if (agent.messages) addTraceFile(`${agent.traceDir}messages.jsonl`, "messages", agent.messages.map((message) => JSON.stringify(message)).join("\n"));
    return agent.toolCalls.map(({ record, tracePath }) => ({
      id: randomUUID(),
      runId,
      agentId: agentId.get(agent.name)!,
      seq: record.seq,
      tool: record.tool,
      inputJson: JSON.stringify(record.input ?? null),
      outputFile: record.output_file,
      outputBytes: record.output_bytes,
      timestamp: record.timestamp,
      durationMs: Number.isFinite(record.duration_ms) ? record.duration_ms : null,
      status: record.status,
      lineStart: record.line_range[0] ?? 1,
      lineEnd: record.line_range[1] ?? record.line_range[0] ?? 1,
      error: record.error,
      traceFileId: traceFileId.get(tracePath) ?? null,
    }));
  });

  if (bundle.report) addDocument("report", "report", addTraceFile(bundle.report.path, "report", bundle.report.text));
  for (const [node, summary] of Object.entries(bundle.outputSummaries)) {
    addDocument("output_summary", node, addTraceFile(summary.path, "output_summary", summary.text));
  }

  const scanned = [
    ...bundle.agents.flatMap((agent) => [
      ...agent.artifacts.map((artifact) => ({ node: agent.name, path: artifact.tracePath, text: artifact.text })),
      ...Object.entries(agent.callTexts).map(([path, text]) => ({ node: agent.name, path, text })),
    ]),
    ...Object.entries(bundle.outputSummaries).map(([node, summary]) => ({ node, path: summary.path, text: summary.text })),
  ];
  const totals = manifest.totals ?? {};
  const sum = (pick: (agent: (typeof bundle.agents)[number]) => number) => bundle.agents.reduce((total, agent) => total + pick(agent), 0);
  const run = {
    id: runId,
    name: meta.name,
    sessionId: manifest.session_id,
    archiveSha256: meta.archiveSha256,
    incomplete: manifest.incomplete === true,
    bundleCreated: manifest.created ?? null,
    bundleFinalized: manifest.finalized ?? null,
    manifestJson: JSON.stringify(manifest),
    warningsJson: JSON.stringify(bundle.warnings),
    provenanceJson: JSON.stringify({ instructionHits: scanRun(scanned) }),
    agentCount: bundle.agents.length,
    toolCallCount: totals.tool_calls ?? sum((agent) => agent.stats.tool_calls),
    errorCount: totals.errors ?? sum((agent) => agent.stats.errors),
    traceBytes: totals.trace_bytes ?? sum((agent) => agent.stats.trace_bytes),
    redactedSecrets: meta.redactedSecrets,
    createdAt: new Date(),
  };

  const edges = topology.edges.map((edge) => ({ id: randomUUID(), runId, ...edge }));
  return { run, agents, edges, traceFiles, toolCalls, documents, importedAudit: importedAuditRows(bundle, runId) };
}

export type BundleRows = ReturnType<typeof bundleRows>;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Audit records a bundle already holds (audit-fence logs, or Cairn's own export) as an `imported` audit. */
function importedAuditRows(bundle: ParsedBundle, runId: string) {
  const { claims, rejections, cascade } = bundle.audit;
  if (claims.length === 0 && rejections.length === 0 && cascade === null) return null;
  const auditId = randomUUID();

  const fences = new Map<string, { sources: string[]; target: string; documentKind: string; status?: string; error?: string }>();
  for (const edge of cascade?.edges ?? []) {
    fences.set(edge.fence, { sources: edge.sources, target: edge.target, documentKind: edge.document, status: edge.status, error: edge.error });
  }
  for (const { fence } of [...claims, ...rejections]) {
    if (fences.has(fence)) continue;
    const parsed = parseFenceName(fence);
    fences.set(fence, { sources: parsed?.sources ?? [], target: parsed?.target ?? fence, documentKind: "node_output" });
  }

  const findingsByFence = groupBy(claims, (claim) => claim.fence);
  const rejectionsByFence = groupBy(rejections, (rejection) => rejection.fence);
  const edgeResults = [...fences.entries()].map(([fence, info], position) => {
    const findings = (findingsByFence.get(fence) ?? []).map((claim) => claim.record.finding);
    return {
      id: randomUUID(),
      auditId,
      position,
      fence,
      sourcesJson: JSON.stringify(info.sources),
      target: info.target,
      documentKind: info.documentKind,
      status: info.status ?? auditStatusOf(findings),
      claims: findings.length,
      ...tallyFindings(findings),
      rejections: rejectionsByFence.get(fence)?.length ?? 0,
      error: info.error ?? null,
    };
  });
  const edgeResultId = new Map(edgeResults.map((edge) => [edge.fence, edge.id]));
  // Each claim's quote is located in what its fence's target wrote, as a server-run audit's is.
  const documents = new Map(planCascade(cascadeInputFromBundle(bundle)).map((task) => [task.target, task.document]));
  const audited = [...fences.entries()].map(([fence, info]) => ({
    fence,
    edgeResultId: edgeResultId.get(fence) ?? null,
    document: documents.get(info.target),
    claims: (findingsByFence.get(fence) ?? []).map((claim) => claim.record),
    rejections: (rejectionsByFence.get(fence) ?? []).map((rejection) => rejection.record),
  }));
  const rows = auditRows(auditId, audited);

  return {
    audit: {
      id: auditId,
      runId,
      kind: "imported",
      auditor: cascade?.auditor.kind ?? "imported",
      model: typeof cascade?.auditor.model === "string" ? cascade.auditor.model : null,
      status: "done",
      progressDone: edgeResults.length,
      progressTotal: edgeResults.length,
      claimCount: claims.length,
      allPassed: cascade?.all_passed ?? edgeResults.every((edge) => edge.status === "pass" || edge.status === "empty"),
      createdAt: new Date(),
    },
    edgeResults,
    claims: rows.claims,
    rejections: rows.rejections,
  };
}
