"use client";

import { memo } from "react";
import type { Node, NodeProps } from "@xyflow/react";
import type { FenceStatus } from "@/lib/api";
import { GROUP_PADDING } from "@/lib/core/graph-layout";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import { plural } from "../format";
import { GroupToggle } from "./group-toggle";
import { NodeHandles, nodeDataAttributes, nodeOutline, type NodeEmphasis } from "./node-marks";

export interface GroupNodeData extends Record<string, unknown> {
  /** The agent its subgraphs ran in: the group is that agent, drawn round its subgraphs' nodes. */
  name: string;
  /** The agent's own verdict (its members carry theirs). */
  status: FenceStatus | null;
  members: number;
  focused: boolean;
  emphasis: NodeEmphasis;
  onToggle: (name: string) => void;
}

export type GroupFlowNode = Node<GroupNodeData, "subgraph">;

/** An expanded group: a header (the agent, its verdict, collapse) over a box holding its subgraphs' nodes. */
export const GroupNode = memo(function GroupNode({ data, selected, width, height }: NodeProps<GroupFlowNode>) {
  const { name, status, members, focused, emphasis, onToggle } = data;
  const ring = status ? STATUS_STYLES[status] : null;
  return (
    <div
      data-testid="graph-group"
      {...nodeDataAttributes(name, status, emphasis)}
      style={{ width, height, boxShadow: ring ? `0 0 0 3px ${ring.stroke}` : undefined, opacity: emphasis === "dimmed" ? 0.45 : 1 }}
      className={`relative rounded-xl border-2 border-dashed bg-zinc-50/70 dark:bg-zinc-900/50 ${selected ? "border-zinc-900 dark:border-zinc-100" : "border-zinc-400 dark:border-zinc-600"} ${nodeOutline(focused, emphasis)}`}
    >
      <NodeHandles />
      <div className="flex items-center gap-2 px-3 text-xs" style={{ height: GROUP_PADDING.top - 8 }}>
        <span className="truncate text-sm font-semibold text-zinc-900 dark:text-zinc-100" title={name}>
          {name}
        </span>
        <span className="shrink-0 text-zinc-600 dark:text-zinc-400">subgraphs · {plural(members, "agent")}</span>
        <span className="flex-1" />
        {ring && (
          <span className="shrink-0 rounded px-1 text-[11px] font-bold text-white" style={{ backgroundColor: ring.stroke }} title={`Latest audit of ${name}'s output: ${ring.label}`}>
            {ring.icon} {ring.label}
          </span>
        )}
        <GroupToggle name={name} collapsed={false} onToggle={onToggle} />
      </div>
    </div>
  );
});
