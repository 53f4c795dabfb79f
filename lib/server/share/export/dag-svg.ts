import { statusStyle } from "@/lib/core/verdict-style";
import { longestPathLayers } from "@/lib/core/graph-layout";
import { escapeHtml } from "./escape-html";

export interface DagEdge {
  source: string;
  target: string;
  /** The edge's audit status (`pass`, `fail`, …), or null when no audit covers it. */
  status: string | null;
}

const COLUMN_WIDTH = 190;
const ROW_HEIGHT = 64;
const NODE_WIDTH = 150;
const NODE_HEIGHT = 34;
const MARGIN = 20;


/** The run's DAG as a standalone SVG: nodes in layered columns, edges coloured by audit status. */
export function dagSvg(nodes: readonly string[], edges: readonly DagEdge[]): string {
  const layerOf = longestPathLayers(nodes, edges);
  const columns = new Map<number, string[]>();
  for (const node of nodes) columns.set(layerOf.get(node)!, [...(columns.get(layerOf.get(node)!) ?? []), node]);
  const position = new Map<string, { x: number; y: number }>();
  for (const [column, members] of columns) {
    members.forEach((node, row) => position.set(node, { x: MARGIN + column * COLUMN_WIDTH, y: MARGIN + row * ROW_HEIGHT }));
  }
  const width = MARGIN * 2 + Math.max(0, ...columns.keys()) * COLUMN_WIDTH + NODE_WIDTH;
  const height = MARGIN * 2 + (Math.max(1, ...[...columns.values()].map((members) => members.length)) - 1) * ROW_HEIGHT + NODE_HEIGHT;

  const lines = edges.map(({ source, target, status }) => {
    const from = position.get(source);
    const to = position.get(target);
    if (!from || !to) return "";
    const colour = statusStyle(status).stroke;
    const x1 = from.x + NODE_WIDTH;
    const y1 = from.y + NODE_HEIGHT / 2;
    const x2 = to.x;
    const y2 = to.y + NODE_HEIGHT / 2;
    const bend = Math.max(30, (x2 - x1) / 2);
    return `<path d="M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}" fill="none" stroke="${colour}" stroke-width="2" marker-end="url(#arrow)"><title>${escapeHtml(`${source} → ${target}: ${status ?? "not audited"}`)}</title></path>`;
  });
  const boxes = nodes.map((node) => {
    const { x, y } = position.get(node)!;
    const label = node.length > 20 ? `${node.slice(0, 19)}…` : node;
    return `<g><rect x="${x}" y="${y}" width="${NODE_WIDTH}" height="${NODE_HEIGHT}" rx="6" fill="#fafafa" stroke="#3f3f46"/><text x="${x + NODE_WIDTH / 2}" y="${y + NODE_HEIGHT / 2 + 4}" text-anchor="middle" font-size="12" font-family="sans-serif" fill="#18181b">${escapeHtml(label)}<title>${escapeHtml(node)}</title></text></g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Run DAG">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#52525b"/></marker></defs>`,
    ...lines,
    ...boxes,
    `</svg>`,
  ].join("");
}
