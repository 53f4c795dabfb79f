import { emptyDict } from "../bundle";
import { REPORT_NODE } from "../topology";
import type { AuditTask, CascadeInput, NodeDocument } from "./types";
import { edgeFenceName, groundingFenceName } from "./verdict";

/**
 * Plans every audit of one cascade run (spec §6.4 "Audits in one cascade run"): one edge audit per
 * node with upstreams (merged for fan-in), one grounding audit per agent with tool calls and an
 * output. Pure: the plan holds the texts each audit needs, so audits can run anywhere, in any order.
 */
export function planCascade(input: CascadeInput): AuditTask[] {
  const order = new Map(input.nodes.map((node, index) => [node.name, index]));
  const upstreamsOf = new Map<string, string[]>();
  for (const edge of input.edges) {
    const list = upstreamsOf.get(edge.target) ?? [];
    list.push(edge.source);
    upstreamsOf.set(edge.target, list);
  }
  for (const list of upstreamsOf.values()) list.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const cyclic = nodesOnCycles(input.edges);

  const written = (node: string): NodeDocument[] => (node === REPORT_NODE ? (input.report ? [input.report] : []) : (input.written[node] ?? []));

  /**
   * What a node passed on: its output files; else its call files together with what its upstreams
   * passed on (transitively). [Cairn] A node that wrote nothing still forwarded its inputs: a
   * writer whose only tool call returned "OK" passes on the research it received, not just "OK".
   */
  const passedOn = (node: string, seen = new Set<string>()): { files: Record<string, string>; origin: "output" | "traces" | "upstreams" } => {
    const documents = written(node);
    if (documents.length > 0) {
      const files: Record<string, string> = {};
      documents.forEach((document, index) => {
        files[documents.length === 1 ? `${node}_output.txt` : `${node}_output_${index + 1}.txt`] = document.text;
      });
      return { files, origin: "output" };
    }
    seen.add(node);
    const calls = input.calls[node] ?? {};
    const files: Record<string, string> = { ...calls };
    for (const upstream of upstreamsOf.get(node) ?? []) {
      if (!seen.has(upstream)) Object.assign(files, passedOn(upstream, seen).files);
    }
    return { files, origin: Object.keys(calls).length > 0 ? "traces" : "upstreams" };
  };

  const tasks: AuditTask[] = [];
  for (const node of input.nodes) {
    const upstreams = upstreamsOf.get(node.name);
    if (!upstreams?.length) continue;
    const documents = written(node.name);
    const task: AuditTask = {
      fence: edgeFenceName(upstreams, node.name),
      kind: "edge",
      sources: upstreams,
      target: node.name,
      documentKind: node.kind === "report" ? "final_document" : "node_output",
      document: documents.map((document) => document.text).join("\n\n"),
      documentPath: documents[0]?.path ?? "",
      sourceFiles: {},
      sourceOrigins: emptyDict(),
      status: "ready",
    };
    if (cyclic.has(node.name)) {
      tasks.push({ ...task, document: "", status: "error", error: `${node.name} is on a dependency cycle; the cascade does not audit cyclic parts` });
      continue;
    }
    if (documents.length === 0) {
      tasks.push({ ...task, status: "no-output" });
      continue;
    }
    for (const upstream of upstreams) {
      const passed = passedOn(upstream);
      Object.assign(task.sourceFiles, passed.files);
      task.sourceOrigins[upstream] = passed.origin;
    }
    tasks.push(task);
  }

  for (const node of input.nodes) {
    const calls = input.calls[node.name] ?? {};
    const documents = written(node.name);
    if (node.kind !== "agent" || Object.keys(calls).length === 0 || documents.length === 0) continue;
    tasks.push({
      fence: groundingFenceName(node.name),
      kind: "grounding",
      sources: [node.name],
      target: node.name,
      documentKind: "node_output",
      document: documents.map((document) => document.text).join("\n\n"),
      documentPath: documents[0].path,
      sourceFiles: { ...calls },
      sourceOrigins: { [node.name]: "traces" },
      status: "ready",
    });
  }
  return tasks;
}

function nodesOnCycles(edges: readonly { source: string; target: string }[]): Set<string> {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
  const onCycle = new Set<string>();
  const reaches = (from: string, to: string): boolean => {
    const stack = [...(next.get(from) ?? [])];
    const seen = new Set<string>();
    while (stack.length) {
      const node = stack.pop()!;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(next.get(node) ?? []));
    }
    return false;
  };
  for (const node of next.keys()) if (reaches(node, node)) onCycle.add(node);
  return onCycle;
}
