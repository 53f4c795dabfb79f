"use client";

import { memo, useMemo } from "react";
import { EdgeLabelRenderer } from "@xyflow/react";
import type { AgentFlowNode } from "./agent-node";
import type { EdgeDisplayStatus } from "./edge-status";
import { pathThrough, type StatusEdgeData, type StatusFlowEdge } from "./status-edge";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import { nodeDataAttributes } from "./node-marks";

export interface GraphOverviewProps {
  nodes: AgentFlowNode[];
  edges: StatusFlowEdge[];
  width: number;
  height: number;
  onSelectNode: (name: string) => void;
}

/**
 * A large run zoomed out to where no text is legible, drawn as one SVG: a box per node in its
 * status colour, and one path per edge status and emphasis. Mounting a React Flow component for
 * each of 500 nodes and 2,000 labelled edges took seconds; this draws the same picture in one
 * commit. Strokes keep their screen width at any zoom, and dashes still tell statuses apart
 * without colour. Zoomed in, React Flow draws the nodes and the edges near the screen and this
 * layer keeps only the edges that pass by (see viewport-window.ts). It sits in React Flow's
 * edge-label layer, which lies under the nodes.
 */
export const GraphOverview = memo(function GraphOverview({ nodes, edges, width, height, onSelectNode }: GraphOverviewProps) {
  const edgeGroups = useMemo(() => {
    const groups = new Map<string, { status: EdgeDisplayStatus; emphasis: StatusEdgeData["emphasis"]; paths: string[] }>();
    for (const edge of edges) {
      if (!edge.data || edge.data.points.length < 2) continue;
      const key = `${edge.data.status}:${edge.data.emphasis}`;
      const group = groups.get(key) ?? { status: edge.data.status, emphasis: edge.data.emphasis, paths: [] };
      group.paths.push(pathThrough(edge.data.points));
      groups.set(key, group);
    }
    // Lit edges last, so the open chain draws over everything it crosses.
    return [...groups.entries()].sort(([, a], [, b]) => Number(a.emphasis === "lit") - Number(b.emphasis === "lit"));
  }, [edges]);

  return (
    <EdgeLabelRenderer>
      <svg data-testid="graph-overview" width={width} height={height} className="pointer-events-none absolute top-0 left-0 overflow-visible">
        {edgeGroups.map(([key, group]) => {
          const style = STATUS_STYLES[group.status];
          return (
            <path
              key={key}
              data-status={group.status}
              d={group.paths.join(" ")}
              fill="none"
              stroke={style.stroke}
              strokeWidth={style.strokeWidth + (group.emphasis === "lit" ? 2 : 0)}
              strokeDasharray={style.dash}
              strokeOpacity={group.emphasis === "dimmed" ? 0.2 : 0.8}
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
        {nodes.map((node) => (
          <OverviewNode key={node.id} node={node} onSelectNode={onSelectNode} />
        ))}
      </svg>
    </EdgeLabelRenderer>
  );
});

const OverviewNode = memo(function OverviewNode({ node, onSelectNode }: { node: AgentFlowNode; onSelectNode: (name: string) => void }) {
  const { name, agent, status, emphasis, focused, injectionHits } = node.data;
  const ring = status ? STATUS_STYLES[status].stroke : "#a1a1aa";
  const marked = node.selected || focused || emphasis === "lit";
  return (
    <rect
      data-testid="graph-node"
      {...nodeDataAttributes(name, status, emphasis)}
      x={node.position.x}
      y={node.position.y}
      width={node.width}
      height={node.height}
      rx={8}
      opacity={emphasis === "dimmed" ? 0.3 : 1}
      stroke={marked ? "#3b82f6" : ring}
      strokeWidth={marked ? 4 : 2}
      vectorEffect="non-scaling-stroke"
      onClick={() => onSelectNode(name)}
      className={`pointer-events-auto cursor-pointer ${injectionHits > 0 ? "fill-red-200 dark:fill-red-900" : agent ? "fill-white dark:fill-zinc-900" : "fill-zinc-200 dark:fill-zinc-700"}`}
    >
      <title>{agent ? name : "Final report"}</title>
    </rect>
  );
});
