import { Annotation, END, MessagesAnnotation, Send, START, StateGraph } from "@langchain/langgraph";
import { ToolNode } from "@langchain/langgraph/prebuilt";
import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bundleFilesFromEntries, parseManifest, parseToolCalls, readBundle } from "../bundle";
import { MemoryFileSink, Snapshot } from ".";

// The real LangGraph.js 1.x drives the handler here: these tests pin down what it puts in the
// callbacks (checkpoint_ns, langgraph_node, langgraph_step, the tool's name in runName) as much
// as what the Snapshot makes of it.

function setup() {
  const sink = new MemoryFileSink();
  let clock = 1_790_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20260901_090000_0badcafe", now: () => (clock += 0.25) });
  const text = (path: string) => sink.readText(`trace/${path}`);
  const calls = (agent: string) => parseToolCalls(text(`${agent}/tool_calls.jsonl`) ?? "", "tool_calls.jsonl").entries.map((entry) => entry.value);
  const manifest = () => parseManifest(text("manifest.json")!, "manifest.json");
  const bundle = () => readBundle(bundleFilesFromEntries(new Map(sink.paths().map((path) => [path, sink.read(path)!]))));
  return { sink, snapshot, text, calls, manifest, bundle };
}

/** Lets other tasks run, so concurrent instances really interleave. */
const yieldTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const webSearch = tool(
  async ({ query }: { query: string }) => {
    await yieldTurn();
    return [{ title: `${query} outlook`, year: 2025, share: 0.41 }];
  },
  { name: "web_search", description: "Searches the web.", schema: z.object({ query: z.string() }) },
);
const fetchPage = tool(
  async ({ url }: { url: string }) => {
    await yieldTurn();
    throw new Error(`HTTP 503 for ${url}`);
  },
  { name: "fetch_page", description: "Fetches a page.", schema: z.object({ url: z.string() }) },
);

const ResearchState = Annotation.Root({ topic: Annotation<string>(), findings: Annotation<string>() });
/** search (one ok call, one failing call) → compress, as a deep-research researcher is. */
const researcher = new StateGraph(ResearchState)
  .addNode("search", async (state, config) => {
    const hits = await webSearch.invoke({ query: state.topic }, config);
    await fetchPage.invoke({ url: `https://example.org/${state.topic}` }, config).catch(() => null);
    return { findings: `${state.topic}: ${hits[0].share * 100}% share` };
  })
  .addNode("compress", async (state) => ({ findings: `Compressed: ${state.findings}` }))
  .addEdge(START, "search")
  .addEdge("search", "compress")
  .addEdge("compress", END)
  .compile();

const NotesState = Annotation.Root({
  topics: Annotation<string[]>(),
  notes: Annotation<string[]>({ reducer: (left, right) => left.concat(right), default: () => [] }),
  report: Annotation<string>(),
});

describe("Snapshot.config() on a real LangGraph.js graph", () => {
  it("tells two concurrent instances of one subgraph apart by task id: researcher_search and researcher_2_search", async () => {
    const { snapshot, calls, manifest, text } = setup();
    const graph = new StateGraph(NotesState)
      .addNode("supervisor", async () => ({}))
      .addNode("researcher", async (state: { topic: string }, config) => ({ notes: [(await researcher.invoke({ topic: state.topic }, config)).findings] }))
      .addNode("writer", async (state) => ({ report: `Report. ${state.notes.join(" ")}` }))
      .addEdge(START, "supervisor")
      .addConditionalEdges("supervisor", (state) => state.topics.map((topic) => new Send("researcher", { topic })))
      .addEdge("researcher", "writer")
      .addEdge("writer", END)
      .compile();
    await graph.invoke({ topics: ["batteries", "hydrogen"] }, snapshot.config());
    snapshot.finalize();

    expect(Object.keys(manifest().agents)).toEqual([
      "supervisor",
      "researcher",
      "researcher_search",
      "researcher_2_search",
      "researcher_compress",
      "researcher_2_compress",
      "writer",
    ]);
    expect(calls("researcher_search").map((call) => [call.tool, call.input, call.status, call.error])).toEqual([
      ["web_search", { query: "batteries" }, "ok", null],
      ["fetch_page", { url: "https://example.org/batteries" }, "error", "HTTP 503 for https://example.org/batteries"],
    ]);
    expect(calls("researcher_2_search").map((call) => call.input)).toEqual([{ query: "hydrogen" }, { url: "https://example.org/hydrogen" }]);
    expect(text("researcher_search/calls/0000_web_search.txt")).toContain("output:\n(1 rows)\ntitle             | year | share\n");
    expect(manifest().agents.researcher_search.errors).toBe(1);

    expect(text("researcher_compress/output.md")).toBe("Compressed: batteries: 41% share");
    expect(text("researcher_2_compress/output.md")).toBe("Compressed: hydrogen: 41% share");
    expect(text("researcher/output.md")).toBe("Compressed: batteries: 41% share\n\nCompressed: hydrogen: 41% share");
    expect(manifest().agents.writer.artifacts).toEqual(["output.md"]);
    expect(text("supervisor/output.md")).toBeUndefined();

    expect(manifest().scopes).toEqual({
      "": {
        parent: null,
        nodes: ["supervisor", "researcher", "writer"],
        edges: [["__start__", "supervisor"], ["supervisor", "researcher"], ["researcher", "writer"], ["writer", "__end__"]],
      },
      researcher: {
        parent: "researcher",
        nodes: ["researcher_search", "researcher_compress"],
        edges: [["__start__", "researcher_search"], ["researcher_search", "researcher_compress"], ["researcher_compress", "__end__"]],
      },
      researcher_2: {
        parent: "researcher",
        nodes: ["researcher_2_search", "researcher_2_compress"],
        edges: [["__start__", "researcher_2_search"], ["researcher_2_search", "researcher_2_compress"], ["researcher_2_compress", "__end__"]],
      },
    });
  });

  it("tells subgraphs one node invokes concurrently apart by LangGraph's invocation counter", async () => {
    const { snapshot, calls, manifest } = setup();
    const graph = new StateGraph(NotesState)
      .addNode("supervisor", async (state, config) => {
        const results = await Promise.all(state.topics.map((topic) => researcher.invoke({ topic }, config)));
        return { notes: results.map((result) => result.findings) };
      })
      .addEdge(START, "supervisor")
      .addEdge("supervisor", END)
      .compile();
    await graph.invoke({ topics: ["wind", "solar", "tidal"] }, snapshot.config());
    snapshot.finalize();

    expect(calls("supervisor_search").map((call) => call.input)).toEqual([{ query: "wind" }, { url: "https://example.org/wind" }]);
    expect(calls("supervisor_2_search").map((call) => call.input)).toEqual([{ query: "solar" }, { url: "https://example.org/solar" }]);
    expect(calls("supervisor_3_search").map((call) => call.input)).toEqual([{ query: "tidal" }, { url: "https://example.org/tidal" }]);
    const scopes = manifest().scopes!;
    expect(Object.entries(scopes).map(([name, scope]) => [name, scope.parent, scope.nodes])).toEqual([
      ["", null, ["supervisor"]],
      ["supervisor", "supervisor", ["supervisor_search", "supervisor_compress"]],
      ["supervisor_2", "supervisor", ["supervisor_2_search", "supervisor_2_compress"]],
      ["supervisor_3", "supervisor", ["supervisor_3_search", "supervisor_3_compress"]],
    ]);
  });

  it("keeps two concurrent runs of one graph apart by prefix; without one their calls share an agent", async () => {
    const prefixed = setup();
    await Promise.all([
      researcher.invoke({ topic: "east" }, prefixed.snapshot.config({ prefix: "east" })),
      researcher.invoke({ topic: "west" }, prefixed.snapshot.config({ prefix: "west" })),
    ]);
    prefixed.snapshot.finalize();
    expect(prefixed.calls("east_search").map((call) => call.input)).toEqual([{ query: "east" }, { url: "https://example.org/east" }]);
    expect(prefixed.calls("west_search").map((call) => call.input)).toEqual([{ query: "west" }, { url: "https://example.org/west" }]);
    expect(Object.entries(prefixed.manifest().scopes!).map(([name, scope]) => [name, scope.parent, scope.nodes])).toEqual([
      ["east", null, ["east_search", "east_compress"]],
      ["west", null, ["west_search", "west_compress"]],
    ]);

    const shared = setup();
    await Promise.all(["east", "west"].map((topic) => researcher.invoke({ topic }, shared.snapshot.config())));
    expect(shared.calls("search").map((call) => call.input)).toEqual([
      { query: "east" },
      { query: "west" },
      { url: "https://example.org/east" },
      { url: "https://example.org/west" },
    ]);
  });

  it("records a ToolNode's calls with the ToolMessage's content, and no text for a tool-calling message", async () => {
    const { snapshot, calls, text } = setup();
    const graph = new StateGraph(MessagesAnnotation)
      .addNode("agent", async () => ({
        messages: [new AIMessage({ content: "", tool_calls: [{ name: "web_search", args: { query: "tariffs" }, id: "call_1", type: "tool_call" }] })],
      }))
      .addNode("tools", new ToolNode([webSearch]))
      .addNode("answer", async () => ({ messages: [new AIMessage({ content: [{ type: "text", text: "Tariffs rose 41%." }] })] }))
      .addEdge(START, "agent")
      .addEdge("agent", "tools")
      .addEdge("tools", "answer")
      .addEdge("answer", END)
      .compile();
    await graph.invoke({ messages: [new HumanMessage("What happened to tariffs?")] }, snapshot.config());
    snapshot.finalize();

    expect(calls("tools").map((call) => [call.tool, call.input])).toEqual([["web_search", { query: "tariffs" }]]);
    expect(text("tools/calls/0000_web_search.txt")).toContain('output:\n[{"title":"tariffs outlook","year":2025,"share":0.41}]');
    expect(text("agent/output.md")).toBeUndefined();
    expect(text("tools/output.md")).toBeUndefined();
    expect(text("answer/output.md")).toBe("Tariffs rose 41%.");
  });

  it("with { agent } records every call under that agent and no hierarchy, as audit-fence v0.9", async () => {
    const { snapshot, calls, manifest, bundle } = setup();
    await researcher.invoke({ topic: "grid" }, snapshot.config({ agent: "research" }));
    snapshot.finalize();
    expect(Object.keys(manifest().agents)).toEqual(["research"]);
    expect(calls("research").map((call) => call.tool)).toEqual(["web_search", "fetch_page"]);
    expect(manifest().agents.research.artifacts).toEqual([]);
    expect(manifest().scopes).toBeUndefined();
    expect(bundle().scopes).toEqual({});
  });

  it("records a tool called outside any node under the prefix, or main", async () => {
    const { snapshot, calls } = setup();
    await webSearch.invoke({ query: "direct" }, snapshot.config());
    await webSearch.invoke({ query: "prefixed" }, snapshot.config({ prefix: "east" }));
    expect(calls("main").map((call) => call.input)).toEqual([{ query: "direct" }]);
    expect(calls("east").map((call) => call.input)).toEqual([{ query: "prefixed" }]);
  });

  it("takes a retried node's output from the attempt that succeeded", async () => {
    const { snapshot, text, manifest } = setup();
    let attempts = 0;
    const graph = new StateGraph(NotesState)
      .addNode(
        "flaky",
        async () => {
          attempts += 1;
          if (attempts === 1) throw new Error("rate limited");
          return { report: `Answered on attempt ${attempts}.` };
        },
        { retryPolicy: { maxAttempts: 2, initialInterval: 1, retryOn: () => true } },
      )
      .addEdge(START, "flaky")
      .addEdge("flaky", END)
      .compile();
    await graph.invoke({ topics: [] }, snapshot.config());
    snapshot.finalize();
    expect(attempts).toBe(2);
    expect(text("flaky/output.md")).toBe("Answered on attempt 2.");
    expect(manifest().scopes![""].edges).toEqual([["__start__", "flaky"], ["flaky", "__end__"]]);
  });

  it("writes a bundle the reader takes whole: scopes validated, no warnings", async () => {
    const { snapshot, bundle } = setup();
    await researcher.invoke({ topic: "storage" }, snapshot.config());
    snapshot.finalize();
    const parsed = bundle();
    expect(parsed.warnings).toEqual([]);
    expect(parsed.agents.map((agent) => [agent.name, agent.toolCalls.length, agent.artifacts.map((artifact) => artifact.name)])).toEqual([
      ["search", 2, ["output.md"]],
      ["compress", 0, ["output.md"]],
    ]);
    expect(parsed.scopes[""].edges).toEqual([["__start__", "search"], ["search", "compress"], ["compress", "__end__"]]);
  });
});
