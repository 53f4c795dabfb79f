import { describe, expect, it } from "vitest";
import { parseCascadeFile, parseCitations, parseEnforcementLog } from "../bundle";
import { makeClaimRecord, type ClaimRecord } from "../records";
import {
  auditCascade,
  cascadeClaimsJsonl,
  cascadeEnforcementLog,
  cascadeJson,
  indexClaims,
  linkClaims,
  planCascade,
  runCascade,
  type AuditTask,
  type Auditor,
  type CascadeInput,
} from ".";

/** Agents in manifest order and the report after them, with edges written `[source, target]`. */
const graph = (agents: string[], edges: [string, string][]): Pick<CascadeInput, "nodes" | "edges"> => ({
  nodes: [...agents.map((name) => ({ name, kind: "agent" as const })), { name: "report", kind: "report" }],
  edges: edges.map(([source, target]) => ({ source, target })),
});

const input: CascadeInput = {
  ...graph(["research", "macro", "relay", "writer"], [["research", "writer"], ["macro", "relay"], ["relay", "writer"], ["writer", "report"]]),
  written: {
    research: [{ path: "research/notes.md", text: "Revenue was $4,213 million in FY2025." }],
    writer: [{ path: "writer/draft.md", text: "Revenue reached $4.2 billion." }],
  },
  calls: {
    research: { "research/calls/0000_get_income.txt": "revenue: 4213000000" },
    macro: { "macro/calls/0000_get_rate.txt": "rate: 4.25" },
  },
  report: { path: "report.md", text: "Revenue reached $4.2 billion." },
};

describe("planCascade", () => {
  const tasks = planCascade(input);
  const byFence = new Map(tasks.map((task) => [task.fence, task]));

  it("plans merged edge audits, the report hop and grounding audits", () => {
    expect(tasks.map((task) => task.fence)).toEqual(["macro->relay", "research+relay->writer", "writer->report", "research/calls->research"]);
  });

  it("marks an edge into a node that wrote nothing as no-output", () => {
    expect(byFence.get("macro->relay")).toMatchObject({ status: "no-output", document: "" });
  });

  it("sources each upstream by what it passed on: output, traces, or its own upstreams'", () => {
    const merge = byFence.get("research+relay->writer")!;
    // research's own calls too: a figure it computed but did not repeat still reached the writer.
    expect(Object.keys(merge.sourceFiles)).toEqual(["research/calls/0000_get_income.txt", "research_output.txt", "macro/calls/0000_get_rate.txt"]);
    expect(merge.sourceOrigins).toEqual({ research: "output", relay: "upstreams" });
    expect(byFence.get("writer->report")).toMatchObject({ documentKind: "final_document", document: "Revenue reached $4.2 billion." });
  });

  it("sources the report from a writer that wrote nothing by its calls and what it received", () => {
    // The minimal sample: the writer's only call returned "OK"; the research it was handed is the real source.
    const minimal = planCascade({
      ...graph(["research", "writer"], [["research", "writer"], ["writer", "report"]]),
      written: { research: [{ path: "research/notes.md", text: "ACME trades at $187.42." }] },
      calls: { writer: { "writer/calls/0000_lambda.txt": "output:\nOK" } },
      report: { path: "report.md", text: "ACME closed at $187.42." },
    });
    const reportTask = minimal.find((task) => task.fence === "writer->report")!;
    expect(Object.keys(reportTask.sourceFiles)).toEqual(["writer/calls/0000_lambda.txt", "research_output.txt"]);
    expect(reportTask.sourceOrigins).toEqual({ writer: "traces" });
  });

  it("refuses to audit a node on a dependency cycle, with a reason", () => {
    const cyclic = planCascade({ ...input, edges: [...input.edges, { source: "writer", target: "research" }] });
    expect(cyclic.find((task) => task.fence === "writer->research")).toMatchObject({ status: "error" });
  });
});

const claim = (fields: Partial<ClaimRecord>): ClaimRecord => makeClaimRecord({ claim: "", claim_in_document: "", evidence: "", timestamp: 1, ...fields });

/** An auditor that answers from a script, keyed by fence: the cascade's plumbing under test, not an auditor. */
function scriptedAuditor(script: Record<string, ClaimRecord[] | Error>): Auditor {
  return {
    kind: "scripted",
    async audit(task: AuditTask) {
      const answer = script[task.fence] ?? [];
      if (answer instanceof Error) throw answer;
      return { claims: answer, rejections: [{ tool: "record_claim", content: "x", reason: "r", timestamp: 2 }] };
    },
  };
}

describe("runCascade, linking and files", () => {
  const script = {
    "writer->report": [claim({ id: 1, claim: "$4.2 billion", claim_in_document: "Revenue reached $4.2 billion.", evidence: "writer_output.txt:1:Revenue reached $4.2 billion.", finding: "found", search_file: "writer_output.txt", search_line: 1, raw_value: "$4.2 billion" })],
    "research+relay->writer": [claim({ id: 1, claim: "$4.2 billion", claim_in_document: "Revenue reached $4.2 billion.", evidence: "research_output.txt:1:Revenue was $4,213 million in FY2025.", finding: "found", search_file: "research_output.txt", search_line: 1, raw_value: "$4,213 million" })],
    "research/calls->research": [claim({ id: 1, claim: "$4,213 million", claim_in_document: "Revenue was $4,213 million in FY2025.", evidence: "research/calls/0000_get_income.txt:1:revenue: 4213000000", finding: "found", search_file: "research/calls/0000_get_income.txt", search_line: 1 })],
  };

  it("gives verdicts, the cascade result and failed edges per upstream", async () => {
    const cascade = await runCascade(planCascade(input), scriptedAuditor({ ...script, "research+relay->writer": [claim({ id: 1, finding: "not-found" })] }));
    expect(cascade.results.map((result) => [result.fence, result.status])).toEqual([
      ["macro->relay", "no-output"],
      ["research+relay->writer", "fail"],
      ["writer->report", "pass"],
      ["research/calls->research", "pass"],
    ]);
    expect(cascade.allPassed).toBe(false);
    expect(cascade.failedEdges).toEqual([
      ["research", "writer"],
      ["relay", "writer"],
    ]);
  });

  it("tells each audited hop's start before its result, settles hops with nothing to audit first, then audits the longest first", async () => {
    const events: string[] = [];
    const cascade = await runCascade(planCascade(input), scriptedAuditor(script), {
      concurrency: 1,
      onStart: (task) => void events.push(`start ${task.fence}`),
      onResult: (result) => void events.push(`done ${result.fence}`),
    });
    // research's notes are longer than the writer's draft; the writer's hop searches more than the report's.
    expect(events).toEqual([
      "done macro->relay",
      "start research/calls->research",
      "done research/calls->research",
      "start research+relay->writer",
      "done research+relay->writer",
      "start writer->report",
      "done writer->report",
    ]);
    expect(cascade.results.map((result) => result.fence)).toEqual(["macro->relay", "research+relay->writer", "writer->report", "research/calls->research"]);
  });

  it("turns an auditor failure into an error result without stopping the cascade", async () => {
    const cascade = await runCascade(planCascade(input), scriptedAuditor({ ...script, "writer->report": new Error("model unreachable") }));
    expect(cascade.results.find((result) => result.fence === "writer->report")).toMatchObject({ status: "error", error: "model unreachable" });
    expect(cascade.results.find((result) => result.fence === "research/calls->research")?.status).toBe("pass");
  });

  it("links a report claim to the tool call line, hop by hop", async () => {
    const tasks = planCascade(input);
    const cascade = await runCascade(tasks, scriptedAuditor(structuredClone(script)));
    const documents = Object.fromEntries(tasks.map((task) => [task.target, task.document]));
    expect(linkClaims(cascade.results, documents)).toBe(2);
    const reportClaim = cascade.results.find((result) => result.fence === "writer->report")!.claims[0];
    expect([reportClaim.upstream_fence, reportClaim.upstream_id]).toEqual(["research+relay->writer", 1]);
    const index = indexClaims(cascade.results);
    const { traceClaim } = await import("./trace");
    const chain = traceClaim({ fence: "writer->report", claim: reportClaim }, index);
    expect(chain.hops.map((hop) => hop.fence)).toEqual(["writer->report", "research+relay->writer", "research/calls->research"]);
    expect(chain.source).toEqual({ agent: "research", outputFile: "calls/0000_get_income.txt", line: 1 });
    expect(chain.brokenAt).toBeNull();
  });

  it("auditCascade tells each audit once its claims are linked, after its result, and links as linkClaims does", async () => {
    const events: string[] = [];
    const cascade = await auditCascade(input, scriptedAuditor(structuredClone(script)), {
      concurrency: 1,
      onResult: (result) => void events.push(`done ${result.fence}`),
      onLinked: (result) => events.push(`linked ${result.fence}:${result.claims.map((claim) => claim.upstream_fence).join(",")}`),
    });
    expect(events.filter((event) => event.startsWith("linked")).sort()).toEqual([
      "linked macro->relay:",
      "linked research+relay->writer:research/calls->research",
      "linked research/calls->research:",
      "linked writer->report:research+relay->writer",
    ]);
    const at = (prefix: string) => events.findIndex((event) => event.startsWith(prefix));
    for (const task of cascade.tasks) expect(at(`linked ${task.fence}:`)).toBeGreaterThan(at(`done ${task.fence}`));
    // The report's claims wait for the writer's audit; the writer's for research's grounding audit, planned last.
    expect(at("linked writer->report:")).toBeGreaterThan(at("done research+relay->writer"));
    expect(at("linked research+relay->writer:")).toBeGreaterThan(at("done research/calls->research"));
    const linkedOnce = await runCascade(cascade.tasks, scriptedAuditor(structuredClone(script)));
    linkClaims(linkedOnce.results, cascade.documents);
    expect(cascade.results).toEqual(linkedOnce.results);
  });

  it("writes cascade.json, claims.jsonl and enforcement_log.jsonl that the bundle readers read back", async () => {
    const cascade = await runCascade(planCascade(input), scriptedAuditor(structuredClone(script)));
    const meta = { sessionId: "s1", auditor: { kind: "mechanical" }, started: "2026-01-01T00:00:00Z", finished: "2026-01-01T00:00:01Z" };
    const file = parseCascadeFile(cascadeJson(cascade, meta), "audit/cascade.json");
    expect(file.edges.map((edge) => [edge.fence, edge.status, edge.claims])).toEqual(cascade.results.map((result) => [result.fence, result.status, result.claims.length]));
    expect(file.all_passed).toBe(true);
    const claims = parseCitations(cascadeClaimsJsonl(cascade), "audit/claims.jsonl");
    expect(claims.entries.map((entry) => entry.fence)).toEqual(["research+relay->writer", "writer->report", "research/calls->research"]);
    const log = parseEnforcementLog(cascadeEnforcementLog(cascade), "audit/enforcement_log.jsonl");
    expect(log.entries).toHaveLength(3);
    expect(claims.warnings).toEqual([]);
  });
});

describe("planning a run at the size limits", () => {
  it("marks exactly the nodes on cycles in a 5,000-agent chain with 50,000 edges, without overflowing the stack", () => {
    const names = Array.from({ length: 5000 }, (_, i) => `a${i}`);
    const edges = names.slice(1).flatMap((name, i) => Array.from({ length: Math.min(10, i + 1) }, (_, k) => ({ source: names[i - k], target: name })));
    // One loop back, a3000 → a2990: a2990…a3000 are on a cycle, nothing else is.
    edges.push({ source: "a3000", target: "a2990" });
    const written = Object.fromEntries(names.map((name) => [name, [{ path: `${name}/out.md`, text: name }]]));
    const tasks = planCascade({ nodes: names.map((name) => ({ name, kind: "agent" as const })), edges, written, calls: {}, report: null });
    const refused = tasks.filter((task) => task.status === "error").map((task) => task.target);
    expect(refused).toEqual(names.slice(2990, 3001));
    expect(tasks).toHaveLength(4999);
  });
});
