"use client";

import type { ProvenanceDto } from "@/lib/api/provenance";
import type { FenceResult, FenceStatus, RunAgentDto } from "@/lib/api";
import { formatBytes } from "../format";
import { ToggleButton } from "../toggle-button";
import { StatusChip } from "@/components/verdict/status-chip";
import { NodeVerdictReasons } from "./node-verdict-reasons";
import { PanelFrame, PanelSection } from "./panel-frame";
import { ToolCallList } from "./tool-call-list";

interface NodePanelProps {
  agent: RunAgentDto;
  status: FenceStatus | null;
  /** The tool the call list is filtered to; null for every call. */
  tool: string | null;
  onFilterTool: (tool: string | null) => void;
  /** The shown audit and its results for the fences auditing this agent's output, which give `status` its reason. */
  audit: { id: string; results: FenceResult[] } | null;
  onOpenCall: (callId: string) => void;
  /** Instruction-like text found in this agent's output and tool outputs. */
  injectionHits: ProvenanceDto["hits"];
  /** Opens a trace file of the agent, optionally searching it for `find`. */
  onOpenFile: (path: string, find?: string) => void;
  onClose: () => void;
}

/** An agent's stats, tools with their counts (each a filter of the call list), artifacts and its tool calls. */
export function NodePanel({ agent, status, audit, tool, onFilterTool, injectionHits, onOpenCall, onOpenFile, onClose }: NodePanelProps) {
  const tools = Object.entries(agent.toolCounts).sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
  const dir = agent.traceDir.endsWith("/") ? agent.traceDir : `${agent.traceDir}/`;
  return (
    <PanelFrame testId="node-panel" title={agent.name} subtitle={<span className="font-mono">{agent.traceDir}</span>} onClose={onClose}>
      <dl className="grid grid-cols-4 gap-2 border-b border-zinc-100 px-4 py-3 text-center dark:border-zinc-900">
        <Stat label="tool calls" value={agent.toolCalls.toLocaleString()} />
        <Stat label="errors" value={agent.errors.toLocaleString()} warn={agent.errors > 0} />
        <Stat label="trace" value={formatBytes(agent.traceBytes)} />
        <div>
          <dt className="text-[11px] text-zinc-500">audit</dt>
          <dd className="mt-0.5">{status ? <StatusChip status={status} /> : <StatusChip status="not-audited" />}</dd>
        </div>
      </dl>
      {audit && <NodeVerdictReasons auditId={audit.id} results={audit.results} />}
      {injectionHits.length > 0 && (
        <PanelSection title={`⚠ Instruction-like text (${injectionHits.length})`}>
          <p className="px-4 pb-1.5 text-xs text-zinc-600 dark:text-zinc-400">Text in this agent&apos;s outputs that reads like instructions to a model. Downstream agents that take it in raw could be steered by it.</p>
          <ul className="space-y-1.5 px-4" data-testid="injection-hits">
            {injectionHits.map((hit) => (
              <li key={`${hit.file}:${hit.start}`} data-testid="injection-hit" className="rounded border border-red-300 bg-red-50 p-2 text-xs dark:border-red-900 dark:bg-red-950">
                <div className="flex items-center gap-2">
                  <button type="button" onClick={() => onOpenFile(hit.file, hit.text)} className="truncate font-mono underline underline-offset-2 hover:text-red-800 dark:hover:text-red-300" title={`Open ${hit.file} at this text`}>
                    {hit.file}
                  </button>
                  <span className="ml-auto shrink-0 rounded bg-red-600 px-1 font-semibold text-white">{hit.kind}</span>
                </div>
                <q className="mt-1 block break-words text-red-900 dark:text-red-200">{hit.text}</q>
              </li>
            ))}
          </ul>
        </PanelSection>
      )}
      {!agent.hasTrace && <p className="px-4 py-3 text-sm text-zinc-500">This agent appears only in the manifest&apos;s dependencies: the bundle holds no trace for it.</p>}
      <PanelSection title={`Tools used (${tools.length})`}>
        {tools.length === 0 ? (
          <p className="px-4 text-sm text-zinc-500">None.</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5 px-4" data-testid="tools-used">
            {tools.map(([name, count]) => (
              <li key={name}>
                <ToggleButton
                  data-testid="tool-chip"
                  data-tool={name}
                  pressed={tool === name}
                  title={tool === name ? "Show every call" : `Show only ${name} calls`}
                  onClick={() => onFilterTool(tool === name ? null : name)}
                  className="rounded px-1.5 py-0.5 font-mono text-xs"
                >
                  {name} <span className={`tabular-nums ${tool === name ? "text-blue-100" : "text-zinc-500"}`}>×{count}</span>
                </ToggleButton>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
      <PanelSection title={`Artifacts (${agent.artifacts.length})`}>
        {agent.artifacts.length === 0 ? (
          <p className="px-4 text-sm text-zinc-500">None saved.</p>
        ) : (
          <ul className="px-4 text-sm">
            {agent.artifacts.map((artifact) => (
              <li key={artifact}>
                <button type="button" onClick={() => onOpenFile(`${dir}${artifact}`)} className="font-mono text-xs underline-offset-2 hover:underline">
                  {artifact}
                </button>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
      <PanelSection title={tool ? `Tool calls · ${tool}` : "Tool calls"}>
        <ToolCallList key={tool ?? ""} agent={agent.name} tool={tool} total={tool ? (agent.toolCounts[tool] ?? 0) : agent.toolCalls} onOpen={onOpenCall} />
      </PanelSection>
    </PanelFrame>
  );
}

function Stat({ label, value, warn = false }: { label: string; value: string; warn?: boolean }) {
  return (
    <div>
      <dt className="text-[11px] text-zinc-500">{label}</dt>
      <dd className={`mt-0.5 text-sm font-semibold tabular-nums ${warn ? "text-orange-700 dark:text-orange-400" : ""}`}>{value}</dd>
    </div>
  );
}
