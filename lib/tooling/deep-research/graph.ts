import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { ToolCall } from "@langchain/core/messages/tool";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { Annotation, END, messagesStateReducer, START, StateGraph } from "@langchain/langgraph";
import { PROMPTS } from "./script";
import { RESEARCH_TOOLS } from "./tools";

/**
 * The deep-research graph, shaped like LangChain's open_deep_research: a supervisor plans
 * research topics, runs one researcher subgraph per topic concurrently (search with tools, then
 * compress the results into notes), and summarises the notes; a writer turns the summary into the
 * report. The researchers are invoked inside the supervisor's node, so LangGraph nests their
 * namespaces under it: their agents are supervisor_search, supervisor_compress and, for the
 * second, supervisor_2_search, supervisor_2_compress.
 */

const ResearcherState = Annotation.Root({
  topic: Annotation<string>(),
  messages: Annotation<BaseMessage[]>({ reducer: messagesStateReducer, default: () => [] }),
  notes: Annotation<string>(),
});

const DeepResearchState = Annotation.Root({
  question: Annotation<string>(),
  summary: Annotation<string>(),
  report: Annotation<string>(),
});

const toolsByName = new Map<string, StructuredToolInterface>(RESEARCH_TOOLS.map((tool) => [tool.name, tool]));

/** Runs one requested tool call; a failure is handed back to the model as an error message, as agents do. */
async function runToolCall(call: ToolCall, config: RunnableConfig): Promise<ToolMessage> {
  const id = call.id ?? call.name;
  const found = toolsByName.get(call.name);
  try {
    if (!found) throw new Error(`unknown tool ${call.name}`);
    const output: unknown = await found.invoke(call.args, config);
    return new ToolMessage({ content: JSON.stringify(output), tool_call_id: id, name: call.name });
  } catch (error) {
    return new ToolMessage({ content: `Error: ${(error as Error).message}`, tool_call_id: id, name: call.name, status: "error" });
  }
}

export function deepResearchGraph(model: BaseChatModel) {
  const researcher = new StateGraph(ResearcherState)
    .addNode("search", async (state, config) => {
      const request = await model.invoke([new SystemMessage(PROMPTS.search), new HumanMessage(state.topic)], config);
      const results: ToolMessage[] = [];
      for (const call of request.tool_calls ?? []) results.push(await runToolCall(call, config));
      return { messages: [request, ...results] };
    })
    .addNode("compress", async (state, config) => {
      const notes = await model.invoke([new SystemMessage(PROMPTS.compress), new HumanMessage(state.topic), ...state.messages], config);
      return { notes: notes.text };
    })
    .addEdge(START, "search")
    .addEdge("search", "compress")
    .addEdge("compress", END)
    .compile({ name: "researcher" });

  return new StateGraph(DeepResearchState)
    .addNode("supervisor", async (state, config) => {
      const plan = await model.invoke([new SystemMessage(PROMPTS.plan), new HumanMessage(state.question)], config);
      const topics = (plan.tool_calls ?? []).map((call) => String(call.args.topic));
      const findings = await Promise.all(topics.map((topic) => researcher.invoke({ topic }, config)));
      const notes = findings.map((finding) => finding.notes).join("\n\n");
      const summary = await model.invoke([new SystemMessage(PROMPTS.summarize), new HumanMessage(state.question), new HumanMessage(notes)], config);
      return { summary: summary.text };
    })
    .addNode("writer", async (state, config) => {
      const report = await model.invoke([new SystemMessage(PROMPTS.write), new HumanMessage(state.question), new HumanMessage(state.summary)], config);
      return { report: report.text };
    })
    .addEdge(START, "supervisor")
    .addEdge("supervisor", "writer")
    .addEdge("writer", END)
    .compile({ name: "deep_research" });
}
