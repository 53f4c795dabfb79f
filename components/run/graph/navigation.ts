import type { Rect } from "@/lib/core/graph-layout";

export type ArrowDirection = "left" | "right" | "up" | "down";

const ARROWS: Record<string, ArrowDirection> = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };

export const arrowDirection = (key: string): ArrowDirection | null => ARROWS[key] ?? null;

/**
 * The node an arrow key moves to: the nearest centre lying in that direction, weighing sideways
 * drift double so Right stays in the flow and Up/Down stay in the layer. Null at the edge.
 */
export function nodeInDirection(nodes: Readonly<Record<string, Rect>>, from: string, direction: ArrowDirection): string | null {
  const origin = nodes[from];
  if (!origin) return null;
  const cx = origin.x + origin.width / 2;
  const cy = origin.y + origin.height / 2;
  let best: { id: string; score: number } | null = null;
  for (const [id, rect] of Object.entries(nodes)) {
    if (id === from) continue;
    const dx = rect.x + rect.width / 2 - cx;
    const dy = rect.y + rect.height / 2 - cy;
    const [along, across] = direction === "left" ? [-dx, dy] : direction === "right" ? [dx, dy] : direction === "up" ? [-dy, dx] : [dy, dx];
    if (along <= 0) continue;
    const score = along + 2 * Math.abs(across);
    if (!best || score < best.score || (score === best.score && id < best.id)) best = { id, score };
  }
  return best?.id ?? null;
}
