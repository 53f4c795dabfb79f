"use client";

import { memo } from "react";
import { BaseEdge, type Edge, type EdgeProps } from "@xyflow/react";
import type { EdgeDisplayStatus } from "./edge-status";
import { EDGE_LABEL_SIZE } from "./graph-input";
import { pointAlong, type Point, type Rect } from "./layout";
import { STATUS_STYLES } from "../status-style";

export interface StatusEdgeData extends Record<string, unknown> {
  status: EdgeDisplayStatus;
  /** ELK's route; React Flow's own handle coordinates are ignored so edges follow the layout. */
  points: Point[];
  label: Rect | null;
}

export type StatusFlowEdge = Edge<StatusEdgeData, "status">;

const pathThrough = (points: readonly Point[]) => points.map((point, index) => `${index ? "L" : "M"}${point.x},${point.y}`).join(" ");

/** An edge coloured, dashed and labelled by its audit status. Memoised like the nodes. */
export const StatusEdge = memo(function StatusEdge({ id, data, selected, markerEnd }: EdgeProps<StatusFlowEdge>) {
  if (!data || data.points.length < 2) return null;
  const style = STATUS_STYLES[data.status];
  const label = data.status === "not-audited" ? null : (data.label ?? centredLabel(pointAlong(data.points)));
  return (
    <>
      <BaseEdge
        id={id}
        path={pathThrough(data.points)}
        markerEnd={markerEnd}
        interactionWidth={14}
        style={{ stroke: style.stroke, strokeWidth: selected ? style.strokeWidth + 1.5 : style.strokeWidth, strokeDasharray: style.dash }}
      />
      {label && (
        <g transform={`translate(${label.x},${label.y})`} data-testid="edge-label" className="pointer-events-none">
          <rect width={EDGE_LABEL_SIZE.width} height={EDGE_LABEL_SIZE.height} rx={4} fill={style.stroke} />
          <text x={EDGE_LABEL_SIZE.width / 2} y={13} textAnchor="middle" fontSize={11} fontWeight={600} fill="#fff">
            {style.icon} {style.label}
          </text>
        </g>
      )}
    </>
  );
});

const centredLabel = (point: Point): Rect => ({ x: point.x - EDGE_LABEL_SIZE.width / 2, y: point.y - EDGE_LABEL_SIZE.height / 2, ...EDGE_LABEL_SIZE });
