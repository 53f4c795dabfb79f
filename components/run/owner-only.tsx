"use client";

import type { ReactNode } from "react";
import { useRunAccess } from "@/lib/client/run-access";

/**
 * The one gate of every control that changes something (audit, share, rename, delete, trusted
 * sources, review): it is given the owner's run id to act on, and is not rendered at all on a
 * share link, whose viewer has no run id to act with. `fallback` is what a link holder sees there.
 */
export function OwnerOnly({ children, fallback = null }: { children: (runId: string) => ReactNode; fallback?: ReactNode }) {
  const { ownerRunId } = useRunAccess();
  return ownerRunId === null ? fallback : children(ownerRunId);
}
