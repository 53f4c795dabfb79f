"use client";

/** Collapses or expands a subgraph group; never selects the node it sits on. */
export function GroupToggle({ name, collapsed, onToggle }: { name: string; collapsed: boolean; onToggle: (name: string) => void }) {
  return (
    <button
      type="button"
      data-testid="group-toggle"
      aria-expanded={!collapsed}
      aria-label={`${collapsed ? "Expand" : "Collapse"} the subgraphs of ${name}`}
      title={collapsed ? "Expand: show the subgraphs' agents" : "Collapse to one node"}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(name);
      }}
      className="nodrag nopan shrink-0 rounded border border-zinc-300 bg-white px-1.5 text-[11px] font-medium text-zinc-700 hover:bg-zinc-100 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-200 dark:hover:bg-zinc-700"
    >
      {collapsed ? "⊞ Expand" : "⊟ Collapse"}
    </button>
  );
}
