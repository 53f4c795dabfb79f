import { parseFenceName } from "@/lib/core/cascade";
import { edgeKey } from "@/lib/core/graph-layout";
import type { RunSelection } from "@/lib/client/run-selection";

/**
 * Where a fence (a hop of the cascade) opens on the run page: an edge fence opens its edge (a
 * merged fan-in `A+B->C`, its first upstream's, whose panel lists the merged fence too); a
 * grounding fence `A/calls->A` opens agent A, whose panel gives that audit's reason.
 */
export function fenceSelection(fence: string): Partial<RunSelection> | null {
  const parsed = parseFenceName(fence);
  if (!parsed) return null;
  return parsed.grounding ? { node: parsed.target } : { edge: edgeKey(parsed.sources[0], parsed.target) };
}
