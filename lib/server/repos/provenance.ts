import type { ProvenanceDto } from "@/lib/api/provenance";
import { parseMessages } from "@/lib/core/bundle";
import { edgeProvenance, type InstructionHit } from "@/lib/core/provenance";
import { REPORT_NODE } from "@/lib/core/topology";
import type { Db } from "../db";
import { notFound } from "../http/api-error";

/**
 * Edge provenance is worked out on read, because the run's trusted-source list can change after
 * ingest; the instruction scan over every output was done once, at ingest.
 */
export async function getProvenance(db: Db, runId: string): Promise<ProvenanceDto> {
  const run = await db.run.findUnique({ where: { id: runId }, select: { trustedSources: true, provenanceJson: true } });
  if (!run) throw notFound("Run");
  const [edges, messageFiles, outputs] = await Promise.all([
    db.edge.findMany({ where: { runId, target: { not: REPORT_NODE } }, select: { source: true, target: true } }),
    db.traceFile.findMany({ where: { runId, kind: "messages" }, select: { path: true, text: true } }),
    db.document.findMany({ where: { runId, kind: { in: ["artifact", "output_summary"] } }, select: { node: true, traceFile: { select: { text: true } } } }),
  ]);
  const trustedSources = JSON.parse(run.trustedSources) as string[];
  const messagesOf = new Map(messageFiles.map((file) => [file.path.slice(0, file.path.lastIndexOf("/")), parseMessages(file.text, file.path).entries.map((entry) => entry.value)]));
  const outputOf = new Map<string, string>();
  for (const output of outputs) outputOf.set(output.node, [outputOf.get(output.node), output.traceFile.text].filter(Boolean).join("\n\n"));

  return {
    trustedSources,
    edges: edges.map((edge) => ({
      ...edge,
      ...edgeProvenance({ ...edge, messagesOfB: messagesOf.get(edge.target) ?? null, trustedSources, outputOfA: outputOf.get(edge.source) ?? null }),
    })),
    hits: ((JSON.parse(run.provenanceJson) as { instructionHits?: InstructionHit[] }).instructionHits ?? []),
  };
}

export async function setTrustedSources(db: Db, runId: string, trustedSources: string[]): Promise<ProvenanceDto> {
  const updated = await db.run.updateMany({ where: { id: runId }, data: { trustedSources: JSON.stringify([...new Set(trustedSources)]) } });
  if (updated.count === 0) throw notFound("Run");
  return getProvenance(db, runId);
}
