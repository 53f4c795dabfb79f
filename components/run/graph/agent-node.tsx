"use client";

import { memo } from "react";
import type { Node, NodeProps } from "@xyflow/react";
import type { FenceStatus, RunAgentDto } from "@/lib/api";
import { formatBytes, plural } from "../format";
import { NODE_SIZE } from "@/lib/core/graph-layout";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import { GroupToggle } from "./group-toggle";
import { NodeHandles, nodeDataAttributes, nodeOutline, type NodeEmphasis } from "./node-marks";

export interface AgentNodeData extends Record<string, unknown> {
  name: string;
  /** Null for the report pseudo-node. */
  agent: RunAgentDto | null;
  /** Worst status of the latest audit's fences on this node's output; null when none. */
  status: FenceStatus | null;
  /** The status is the previous audit's: the running audit has not reached this node's hops yet. */
  stale: boolean;
  focused: boolean;
  /** Instruction-like text spans found in this agent's output or tool outputs. */
  injectionHits: number;
  emphasis: NodeEmphasis;
  /** Set when this node is a collapsed subgraph group: how many agents it hides, and how to expand it. */
  group?: { members: number; onToggle: (name: string) => void };
}

export type AgentFlowNode = Node<AgentNodeData, "agent">;

/** An agent (or the report) on the DAG. Memoised: React Flow re-renders only nodes whose data changed. */
export const AgentNode = memo(function AgentNode({ data, selected }: NodeProps<AgentFlowNode>) {
  const { agent, status, stale, focused, name, injectionHits, emphasis, group } = data;
  const ring = status ? STATUS_STYLES[status] : null;
  return (
    <div
      data-testid="graph-node"
      {...nodeDataAttributes(name, status, emphasis)}
      data-stale={stale ? "true" : undefined}
      data-collapsed-group={group ? "true" : undefined}
      style={{ width: NODE_SIZE.width, height: NODE_SIZE.height, boxShadow: ring ? `0 0 0 3px ${ring.stroke}` : undefined, opacity: emphasis === "dimmed" ? 0.3 : 1 }}
      className={`relative flex flex-col justify-center rounded-lg border px-3 py-2 text-left text-xs shadow-sm transition-colors ${
        agent ? "bg-white dark:bg-zinc-900" : "bg-zinc-100 dark:bg-zinc-800"
      } ${selected ? "border-zinc-900 dark:border-zinc-100" : "border-zinc-300 dark:border-zinc-700"} ${nodeOutline(focused, emphasis)}`}
    >
      <NodeHandles />
      <div className="flex items-center gap-1.5">
        <span className="truncate text-sm font-semibold text-zinc-900 dark:text-zinc-100" title={name}>
          {agent ? name : "Final report"}
        </span>
        {ring && (
          <span
            className="ml-auto shrink-0 rounded px-1 text-[11px] font-bold text-white"
            style={{ backgroundColor: ring.stroke, opacity: stale ? 0.5 : 1 }}
            title={stale ? `Previous audit: ${ring.label} (the running audit has not reached it yet)` : `Latest audit: ${ring.label}`}
          >
            {ring.icon} {ring.label}
            {stale ? " · stale" : ""}
          </span>
        )}
        {group && (
          <span className={ring ? "shrink-0" : "ml-auto shrink-0"}>
            <GroupToggle name={name} collapsed onToggle={group.onToggle} />
          </span>
        )}
      </div>
      {group ? (
        <div className="mt-1 text-zinc-600 dark:text-zinc-400">subgraphs · {plural(group.members, "agent")} inside</div>
      ) : agent ? (
        agent.hasTrace ? (
          <div className="mt-1 flex gap-2 text-zinc-600 tabular-nums dark:text-zinc-400">
            <span>{plural(agent.toolCalls, "call")}</span>
            <span className={agent.errors ? "font-medium text-orange-700 dark:text-orange-400" : ""}>{plural(agent.errors, "error")}</span>
            <span>{formatBytes(agent.traceBytes)}</span>
          </div>
        ) : (
          <div className="mt-1 text-zinc-500 italic">no trace</div>
        )
      ) : (
        <div className="mt-1 text-zinc-600 dark:text-zinc-400">report.md · fed by the terminal agents</div>
      )}
      {injectionHits > 0 && (
        <span
          data-testid="injection-marker"
          title={`${injectionHits} instruction-like text span${injectionHits === 1 ? "" : "s"} in this agent's outputs`}
          className="absolute -top-2.5 -left-2.5 rounded-full border border-red-700 bg-red-600 px-1.5 text-[11px] font-bold text-white shadow"
        >
          ⚠ {injectionHits}
        </span>
      )}
    </div>
  );
});
