import { Handle, Position } from "@xyflow/react";
import type { FenceStatus } from "@/lib/api";

/** A claim's chain is open: its nodes are lit, every other node is dimmed. */
export type NodeEmphasis = "lit" | "dimmed" | null;

/** The attributes every drawn node carries, read by the page's tests and by the e2e suite. */
export function nodeDataAttributes(name: string, status: FenceStatus | null, emphasis: NodeEmphasis) {
  return { "data-node": name, "data-status": status ?? "not-audited", "data-emphasis": emphasis ?? undefined };
}

/** The outline of the node the keyboard is on, else of a node a chain lights. */
export function nodeOutline(focused: boolean, emphasis: NodeEmphasis): string {
  if (focused) return "outline-2 outline-offset-4 outline-blue-500";
  return emphasis === "lit" ? "outline-2 outline-offset-4 outline-amber-400" : "";
}

const hiddenHandle = { opacity: 0, pointerEvents: "none" } as const;

/** Where edges attach (in on the left, out on the right): React Flow needs them, the reader never sees or drags them. */
export function NodeHandles() {
  return (
    <>
      <Handle type="target" position={Position.Left} style={hiddenHandle} isConnectable={false} />
      <Handle type="source" position={Position.Right} style={hiddenHandle} isConnectable={false} />
    </>
  );
}
