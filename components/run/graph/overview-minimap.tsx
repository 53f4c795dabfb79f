"use client";

import { memo, useMemo, type PointerEvent } from "react";
import { Panel, useReactFlow, useStore, type ReactFlowState } from "@xyflow/react";
import type { GraphLayout } from "@/lib/core/graph-layout";
import type { AgentFlowNode } from "./agent-node";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import { minimapSize } from "./minimap-size";

/** The screen in flow coordinates, as a string so that only a real move re-renders the minimap. */
const screenKey = (state: ReactFlowState) => {
  const [tx, ty, zoom] = state.transform;
  return [-tx / zoom, -ty / zoom, state.width / zoom, state.height / zoom].map(Math.round).join(",");
};

/**
 * The minimap of a large run: every node of the layout in its status colour and the screen's
 * outline; click or drag on it to move the view there. React Flow's own minimap draws the nodes
 * React Flow holds, which on a large run is only the window around the screen.
 */
export const OverviewMiniMap = memo(function OverviewMiniMap({ nodes, layout }: { nodes: AgentFlowNode[]; layout: GraphLayout }) {
  const flow = useReactFlow();
  const [x, y, width, height] = useStore(screenKey).split(",").map(Number);
  const box = minimapSize(useStore((state) => state.width), useStore((state) => state.height));
  const scale = Math.min(box.width / layout.width, box.height / layout.height);
  const boxes = useMemo(
    () =>
      nodes.map((node) => (
        <rect key={node.id} x={node.position.x} y={node.position.y} width={node.width} height={node.height} fill={STATUS_STYLES[node.data.status ?? "not-audited"].stroke} />
      )),
    [nodes],
  );
  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    if (event.type === "pointermove" && event.buttons !== 1) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    void flow.setCenter((event.clientX - bounds.left) / scale, (event.clientY - bounds.top) / scale, { zoom: flow.getZoom() });
  };
  return (
    <Panel position="bottom-right" data-testid="minimap" className="nopan nowheel rounded-md border border-zinc-300 bg-white/90 p-1 shadow-sm dark:border-zinc-700 dark:bg-zinc-900/90">
      <svg
        width={layout.width * scale}
        height={layout.height * scale}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        onPointerDown={moveTo}
        onPointerMove={moveTo}
        className="block cursor-pointer"
        role="img"
        aria-label="Minimap of the whole run: click or drag to move the view"
      >
        {boxes}
        <rect data-testid="minimap-screen" x={x} y={y} width={width} height={height} fill="#3b82f61a" stroke="#3b82f6" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
    </Panel>
  );
});
