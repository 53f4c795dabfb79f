/** The run view's whole keyboard map, as the `?` overlay and the README list it. */
export interface KeyBinding {
  keys: readonly string[];
  does: string;
}

export const KEY_MAP: readonly KeyBinding[] = [
  { keys: ["/"], does: "Search the open text; with none open, search this run's tool calls" },
  { keys: ["←", "↑", "→", "↓"], does: "Move the focus between nodes of the graph" },
  { keys: ["Enter"], does: "Open the focused node, or the focused sentence's chain" },
  { keys: ["j", "k"], does: "Next / previous sentence of the report" },
  { keys: ["n", "N"], does: "Next / previous ✗ sentence of the report" },
  { keys: ["Space"], does: "Open the focused sentence's chain" },
  { keys: ["Esc"], does: "Close the innermost thing: a chain, then a call or file, then the panel; in a text box, leave it" },
  { keys: ["?"], does: "Show or hide this list" },
];
