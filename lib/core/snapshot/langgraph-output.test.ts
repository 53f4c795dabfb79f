import { describe, expect, it } from "vitest";
import { nodeOutputText } from "./langgraph-output";

describe("nodeOutputText", () => {
  it("keeps strings and message texts, in the update's order, a blank line apart", () => {
    const update = {
      summary: "Capacity reached 4.2 GW.",
      messages: [
        { type: "ai", content: "Prices fell 18%." },
        { type: "ai", content: [{ type: "text", text: "Two sites" }, { type: "image_url", image_url: "x" }, "opened."] },
      ],
    };
    expect(nodeOutputText(update)).toBe("Capacity reached 4.2 GW.\n\nPrices fell 18%.\n\nTwo sites\nopened.");
  });

  it("leaves out tool I/O, routing, counters and flags", () => {
    const update = {
      messages: [
        { type: "ai", content: "", tool_calls: [{ name: "web_search", args: { query: "q" } }] },
        { role: "tool", content: "raw search results" },
        { type: "tool", content: "raw fetch" },
      ],
      iterations: 3,
      done: true,
      next: null,
      blank: "  ",
    };
    expect(nodeOutputText(update)).toBe("");
    expect(nodeOutputText({ lg_name: "Command", update: { note: "Routed with 2 sources." }, goto: ["writer"] })).toBe("Routed with 2 sources.");
    expect(nodeOutputText([{ lg_name: "Send", node: "researcher", args: { topic: "costs" } }])).toBe("");
  });

  it("reads a value that refers to itself once", () => {
    const update: Record<string, unknown> = { text: "once" };
    update.self = update;
    expect(nodeOutputText(update)).toBe("once");
  });
});
