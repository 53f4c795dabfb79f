/**
 * What a LangGraph node wrote, as text: the "output-only extract" of spec §5.8 [Cairn]. It is the
 * document the node's incoming hop is audited on, so it holds the text of the state update the
 * node returned and nothing it merely handled:
 * - every string, and every message's text (string content, or the text blocks of a block list);
 * - not tool messages, nor the tool calls a model asked for: that is tool I/O, already in calls/;
 * - a `Command`'s update (its routing is not output), never a `Send`;
 * - not numbers, booleans or null: in a state update they are counters and flags, not prose.
 * Parts are joined by a blank line, in the order the update lists them.
 */
export function nodeOutputText(update: unknown): string {
  const parts: string[] = [];
  collectText(update, parts, new WeakSet());
  return parts.join("\n\n");
}

/** LangGraph's serialisable control objects carry their class name here. */
const controlName = (value: object) => (value as { lg_name?: unknown }).lg_name;

function collectText(value: unknown, parts: string[], seen: WeakSet<object>): void {
  if (typeof value === "string") {
    if (value.trim() !== "") parts.push(value);
    return;
  }
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, parts, seen);
    return;
  }
  if (controlName(value) === "Send") return;
  if (controlName(value) === "Command") return collectText((value as { update?: unknown }).update, parts, seen);
  const role = messageRole(value);
  if (role !== null) {
    if (role !== "tool") collectText(messageText((value as { content: unknown }).content), parts, seen);
    return;
  }
  for (const item of Object.values(value)) collectText(item, parts, seen);
}

/**
 * A chat message's role, or null for anything else. LangChain's message classes expose `type`
 * ("ai", "human", "tool"…); plain message objects say `type` or, OpenAI-style, `role`.
 */
function messageRole(value: object): string | null {
  if (!("content" in value)) return null;
  const { type, role } = value as { type?: unknown; role?: unknown };
  if (typeof type === "string") return type;
  if (typeof role === "string") return role;
  return null;
}

function messageText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((block) => (typeof block === "string" ? block : isTextBlock(block) ? block.text : ""))
    .filter((text) => text.trim() !== "")
    .join("\n");
}

function isTextBlock(block: unknown): block is { type: "text"; text: string } {
  const { type, text } = (block ?? {}) as { type?: unknown; text?: unknown };
  return type === "text" && typeof text === "string";
}
