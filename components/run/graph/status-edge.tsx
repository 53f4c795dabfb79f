"use client";

import { memo } from "react";
import { BaseEdge, useStore, type Edge, type EdgeProps } from "@xyflow/react";
import type { EdgeProvenanceKind } from "@/lib/api/provenance";
import type { EdgeDisplayStatus } from "./edge-status";
import { EDGE_LABEL_ROW, EDGE_LABEL_SIZE, pointAlong, type Point, type Rect } from "@/lib/core/graph-layout";
import { provenanceStyle } from "../provenance/provenance-style";
import { OVERRIDE_BADGE_COLOURS, STALE_OPACITY, STATUS_STYLES } from "@/lib/core/verdict-style";

export interface StatusEdgeData extends Record<string, unknown> {
  status: EdgeDisplayStatus;
  /** The colour is the previous audit's: the running audit has not reached this hop yet. */
  stale: boolean;
  /** ELK's route; React Flow's own handle coordinates are ignored so edges follow the layout. */
  points: Point[];
  label: Rect | null;
  /** How the upstream's output crossed this hop; null where the run has no provenance for it. */
  provenance: { kind: EdgeProvenanceKind; warning: boolean } | null;
  /** A claim's chain is open: its edges are lit, every other edge is dimmed. */
  emphasis: "lit" | "dimmed" | null;
  /** The zoom from which the label is drawn (0: always; large runs skip labels too small to read). */
  labelsFromZoom: number;
  /** Verdicts on this edge's fences a reviewer overrode: drawn as a "✎ N" badge beside the status. */
  overrides: number;
}

export type StatusFlowEdge = Edge<StatusEdgeData, "status">;

/** The "✎ N" badge beside the status: how many verdicts on the edge's fences a reviewer overrode. */
const OVERRIDE_BADGE_WIDTH = 30;

export const pathThrough = (points: readonly Point[]) => points.map((point, index) => `${index ? "L" : "M"}${point.x},${point.y}`).join(" ");

/** An edge coloured, dashed and labelled by its audit status, with its provenance badge below. Memoised like the nodes. */
export const StatusEdge = memo(function StatusEdge({ id, data, selected, markerEnd }: EdgeProps<StatusFlowEdge>) {
  const labelsShown = useStore((state) => state.transform[2] >= (data?.labelsFromZoom ?? 0));
  if (!data || data.points.length < 2) return null;
  const style = STATUS_STYLES[data.status];
  const audited = data.status !== "not-audited";
  const label = labelsShown && (audited || data.provenance) ? (data.label ?? centredLabel(pointAlong(data.points))) : null;
  const width = style.strokeWidth + (selected ? 1.5 : 0) + (data.emphasis === "lit" ? 2 : 0);
  const provenance = data.provenance ? provenanceStyle(data.provenance.kind, data.provenance.warning) : null;
  return (
    <g
      opacity={data.emphasis === "dimmed" ? 0.2 : data.stale ? STALE_OPACITY : 1}
      data-testid="graph-edge"
      data-edge={id}
      data-status={data.status}
      data-stale={data.stale ? "true" : undefined}
      data-emphasis={data.emphasis ?? undefined}
      data-overrides={data.overrides || undefined}
    >
      <BaseEdge id={id} path={pathThrough(data.points)} markerEnd={markerEnd} interactionWidth={14} style={{ stroke: style.stroke, strokeWidth: width, strokeDasharray: style.dash }} />
      {label && (
        // The label is a click target too (React Flow's edge click opens the edge), not only the thin line.
        <g transform={`translate(${label.x},${label.y})`} data-testid="edge-label" className="cursor-pointer" style={{ pointerEvents: "all" }}>
          <rect width={EDGE_LABEL_SIZE.width} height={EDGE_LABEL_SIZE.height} fill="transparent" />
          {audited && (
            <>
              <rect width={EDGE_LABEL_SIZE.width} height={EDGE_LABEL_ROW} rx={4} fill={style.stroke} />
              <text x={EDGE_LABEL_SIZE.width / 2} y={13} textAnchor="middle" fontSize={11} fontWeight={600} fill="#fff">
                {style.icon} {style.label}
                {data.stale ? " · stale" : ""}
              </text>
              {data.overrides > 0 && (
                <g transform={`translate(${EDGE_LABEL_SIZE.width + 2},0)`} data-testid="edge-overrides">
                  <rect width={OVERRIDE_BADGE_WIDTH} height={EDGE_LABEL_ROW} rx={9} fill={OVERRIDE_BADGE_COLOURS.fill} stroke={OVERRIDE_BADGE_COLOURS.stroke} strokeWidth={1} />
                  <text x={OVERRIDE_BADGE_WIDTH / 2} y={13} textAnchor="middle" fontSize={10.5} fontWeight={600} fill={OVERRIDE_BADGE_COLOURS.text}>
                    ✎{data.overrides}
                  </text>
                </g>
              )}
            </>
          )}
          {provenance && data.provenance && (
            <g transform={`translate(0,${EDGE_LABEL_ROW + 2})`} data-testid="edge-provenance" data-provenance={data.provenance.kind} data-warning={data.provenance.warning ? "true" : undefined}>
              <rect width={EDGE_LABEL_SIZE.width} height={EDGE_LABEL_ROW} rx={9} fill={provenance.fill} stroke={provenance.text} strokeWidth={data.provenance.warning ? 1.5 : 0.5} />
              <text x={EDGE_LABEL_SIZE.width / 2} y={13} textAnchor="middle" fontSize={10.5} fontWeight={data.provenance.warning ? 700 : 500} fill={provenance.text}>
                {provenance.icon} {provenance.label}
              </text>
            </g>
          )}
        </g>
      )}
    </g>
  );
});

const centredLabel = (point: Point): Rect => ({ x: point.x - EDGE_LABEL_SIZE.width / 2, y: point.y - EDGE_LABEL_SIZE.height / 2, ...EDGE_LABEL_SIZE });
