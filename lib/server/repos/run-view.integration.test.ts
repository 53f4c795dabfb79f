import { describe, expect, it } from "vitest";
import { DEEP_RESEARCH_AGENTS } from "@/fixtures/bundles";
import { ingestSample } from "@/lib/server/testing";
import { ingestedRun } from "@/lib/server/testing/ingested-run";
import { getEdgeAudit } from "./run-audits";
import { getRunView } from "./run-view";
import { getToolCall, listToolCalls } from "./tool-calls";
import { readTraceLines } from "./trace-files";

describe("run page repositories on the clinical_summary sample", () => {
  const sample = ingestedRun((database) => ingestSample(database, "clinical_summary"), "all");

  it("returns the manifest's agents in order, its edges plus writer→report, and the imported audit", async () => {
    const view = await getRunView(sample.db, sample.runId);
    expect(view?.agents.map((agent) => agent.name)).toEqual(["literature", "trial_data", "stats", "synthesizer", "writer"]);
    expect(view?.edges.map((edge) => `${edge.source}->${edge.target}:${edge.origin}`)).toEqual([
      "literature->synthesizer:dependencies",
      "stats->synthesizer:dependencies",
      "synthesizer->writer:dependencies",
      "trial_data->synthesizer:dependencies",
      "writer->report:report",
    ]);
    const trialData = view?.agents.find((agent) => agent.name === "trial_data");
    expect(trialData).toMatchObject({ toolCalls: 3, errors: 1, traceBytes: 1014, artifacts: ["summary.md"] });
    expect(trialData?.toolCounts).toEqual({ get_trial_results: 1, get_adverse_events: 1, get_registry_entry: 1 });
    expect(view?.run).toMatchObject({ toolCalls: 8, errors: 1, traceBytes: 2506, hasReport: true });
    expect(view?.audits).toHaveLength(1);
    expect(view?.audits[0]).toMatchObject({ kind: "imported", status: "done", claimCount: 2 });
    expect(view?.defaultAuditResults.reduce((sum, result) => sum + result.rejections, 0)).toBe(5);
  });

  it("answers null for an unknown run, agent, call, file or fence", async () => {
    expect(await getRunView(sample.db, "no-such-run")).toBeNull();
    expect(await listToolCalls(sample.db, sample.runId, "nobody", { offset: 0, limit: 10 })).toBeNull();
    expect(await getToolCall(sample.db, sample.runId, "no-such-call")).toBeNull();
    expect(await readTraceLines(sample.db, sample.runId, { path: "nope.txt", from: 1, lines: 10 })).toBeNull();
    const auditId = (await getRunView(sample.db, sample.runId))!.audits[0].id;
    expect(await getEdgeAudit(sample.db, sample.runId, auditId, "no->fence")).toBeNull();
    expect(await getEdgeAudit(sample.db, "other-run", auditId, "unknown")).toBeNull();
  });

  it("pages an agent's tool calls in seq order and reads one call with its parsed input", async () => {
    const first = await listToolCalls(sample.db, sample.runId, "trial_data", { offset: 0, limit: 2 });
    expect(first?.total).toBe(3);
    expect(first?.calls.map((call) => call.tool)).toEqual(["get_trial_results", "get_adverse_events"]);
    const rest = await listToolCalls(sample.db, sample.runId, "trial_data", { offset: 2, limit: 2 });
    expect(rest?.calls.map((call) => [call.seq, call.status])).toEqual([[2, "error"]]);

    const detail = await getToolCall(sample.db, sample.runId, rest!.calls[0].id);
    expect(detail).toMatchObject({ agent: "trial_data", tool: "get_registry_entry", input: { trial_id: "FLOW" }, status: "error" });
    expect(detail?.trace).toEqual({ path: "trial_data/calls/0002_get_registry_entry.txt", lineStart: 1, lineEnd: 9 });
  });

  it("filters an agent's tool calls by tool and previews each call's input", async () => {
    const filtered = await listToolCalls(sample.db, sample.runId, "trial_data", { offset: 0, limit: 10, tool: "get_adverse_events" });
    expect(filtered).toMatchObject({ tool: "get_adverse_events", total: 1 });
    expect(filtered?.calls.map((call) => [call.seq, call.tool, call.inputPreview])).toEqual([[1, "get_adverse_events", "trial_id: FLOW"]]);
    expect((await listToolCalls(sample.db, sample.runId, "trial_data", { offset: 0, limit: 10, tool: "no_such_tool" }))?.total).toBe(0);
  });

  it("reads a window of a trace file's lines and finds matching lines case-insensitively", async () => {
    const window = await readTraceLines(sample.db, sample.runId, { path: "trial_data/calls/0000_get_trial_results.txt", from: 2, lines: 3, q: "HAZARD_ratio" });
    expect(window?.totalLines).toBe(18);
    expect(window?.lines).toEqual(["agent: trial_data", "timestamp: 2026-11-29T11:15:18Z", "duration: 0ms"]);
    expect(window?.matches).toEqual({ lines: [13], truncated: false });
  });

  it("returns a fence's claims with their findings and its rejections with reasons", async () => {
    const view = (await getRunView(sample.db, sample.runId))!;
    const claimed = view.defaultAuditResults.find((result) => result.claims > 0)!;
    const edge = await getEdgeAudit(sample.db, sample.runId, view.audits[0].id, claimed.fence);
    expect(edge?.claims.map((claim) => claim.finding)).toEqual(["found", "not-found"]);
    expect(edge?.result.status).toBe("fail");
    const rejected = view.defaultAuditResults.find((result) => result.rejections === 4)!;
    const withRejections = await getEdgeAudit(sample.db, sample.runId, view.audits[0].id, rejected.fence);
    expect(withRejections?.rejections.map((rejection) => rejection.reason)).toContain("Evidence too short (got 9 chars, min 20). Paste actual search output.");
  });
});

describe("the run view of a LangGraph.js run with subgraphs (deep_research)", () => {
  const sample = ingestedRun((database) => ingestSample(database, "deep_research"), "all");

  it("gives each agent its scope and the node its subgraph ran in, and the edges out of each subgraph", async () => {
    const view = (await getRunView(sample.db, sample.runId))!;
    expect(view.agents.map((agent) => [agent.name, agent.scope, agent.parent])).toEqual(DEEP_RESEARCH_AGENTS);
    expect(view.edges.filter((edge) => edge.origin === "subgraph").map((edge) => `${edge.source}->${edge.target}`)).toEqual([
      "supervisor_2_compress->supervisor",
      "supervisor_compress->supervisor",
    ]);
  });

  it("leaves scope and parent empty for a run without a hierarchy", async () => {
    const plain = await ingestSample(sample.database, "minimal_pipeline");
    const view = (await getRunView(sample.db, plain))!;
    expect(view.agents.map((agent) => [agent.scope, agent.parent])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
