import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_BUNDLE_DIR, equityResearchGroundTruth } from "@/lib/demo";
import { ingestBundle } from "../ingest";
import { AuditRunner } from "../jobs";
import { createTestDatabase, type TestDatabase } from "../testing";
import { createAuditor, executeAudit, getAudit, getChain, getReportVerdicts, queueAudit } from ".";

let database: TestDatabase;
let runId: string;

beforeEach(async () => {
  database = await createTestDatabase();
  const result = await ingestBundle(database, { kind: "directory", path: path.join(process.cwd(), DEMO_BUNDLE_DIR) });
  runId = result.run.id;
});
afterEach(async () => {
  await database.dispose();
});

const runner = () => new AuditRunner(database.db, { auditorFor: createAuditor, pollMs: 50 });

async function edgeOutcome(auditId: string) {
  const audit = await getAudit(database.db, runId, auditId);
  return audit.edgeResults.map(({ fence, status, found, notFound, unchecked }) => ({ fence, status, found, notFound, unchecked }));
}

describe("server-side cascade audits", () => {
  it("runs a queued audit on the demo: every edge and agent audited, fabricated sentences not found", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    expect(await runner().drain()).toBe(1);
    const audit = await getAudit(database.db, runId, queued.id);
    expect(audit.status).toBe("done");
    expect(audit.progressDone).toBe(audit.progressTotal);
    expect(audit.edgeResults.map((edge) => edge.fence)).toEqual([
      "fundamental+technical+macro->synthesizer",
      "synthesizer->writer",
      "writer->report",
      "fundamental/calls->fundamental",
      "technical/calls->technical",
      "macro/calls->macro",
      "synthesizer/calls->synthesizer",
      "writer/calls->writer",
    ]);
    expect(audit.allPassed).toBe(false);

    const report = await getReportVerdicts(database.db, runId, queued.id);
    for (const entry of equityResearchGroundTruth.filter((truth) => truth.label === "fabricated")) {
      const sentence = report.sentences.find((candidate) => candidate.text.includes(entry.fragment))!;
      expect(sentence.verdict, entry.fragment).toBe("not-found");
    }
  });

  it("marks each fence running as the auditor takes it up, the rest queued, so progress can name the hop running", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    const mechanical = createAuditor("mechanical");
    const seen: { fence: string; statuses: Record<string, string> }[] = [];
    await executeAudit(database.db, queued.id, {
      ...mechanical,
      audit: async (task, options) => {
        const audit = await getAudit(database.db, runId, queued.id);
        seen.push({ fence: task.fence, statuses: Object.fromEntries(audit.edgeResults.map((result) => [result.fence, result.status])) });
        return mechanical.audit(task, options);
      },
    });
    expect(seen.length).toBeGreaterThan(2);
    for (const { fence, statuses } of seen) {
      expect(statuses[fence], fence).toBe("running");
      // The cascade audits two hops at a time: only those are running, never every hop not yet done.
      expect(Object.values(statuses).filter((status) => status === "running").length, fence).toBeLessThanOrEqual(2);
    }
    expect(Object.values(seen[0].statuses).filter((status) => status === "queued").length).toBeGreaterThanOrEqual(Object.keys(seen[0].statuses).length - 3);
    expect((await getAudit(database.db, runId, queued.id)).edgeResults.every((result) => !["queued", "running"].includes(result.status))).toBe(true);
  });

  it("walks a supported report sentence back to the tool call line, and shows where a fabricated one breaks", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    await runner().drain();
    const report = await getReportVerdicts(database.db, runId, queued.id);
    const supported = report.sentences.find((sentence) => sentence.text.includes("Order backlog stood at $6.1 billion"))!;
    expect(supported.verdict).toBe("found");
    const chains = await Promise.all(supported.claimIds.map((claimId) => getChain(database.db, runId, queued.id, claimId)));
    const backlog = chains.find((chain) => chain.hops[0].claim === "$6.1 billion")!;
    expect(backlog.hops.map((hop) => hop.fence)).toEqual([
      "writer->report",
      "synthesizer->writer",
      "fundamental+technical+macro->synthesizer",
      "fundamental/calls->fundamental",
    ]);
    expect(backlog.brokenAt).toBeNull();
    expect(backlog.source).toMatchObject({ agent: "fundamental", seq: 8, tool: "get_backlog", outputFile: "calls/0008_get_backlog.txt", toolCallId: expect.any(String) });
    expect(backlog.source!.line).toBe(backlog.hops.at(-1)!.searchLine);
    expect(backlog.hops.map((hop) => typeof hop.searchLine)).toEqual(["number", "number", "number", "number"]);
    expect(typeof backlog.source!.input).toBe("object");
    expect(backlog.hops.at(-1)!.evidence).toContain("6140000000");

    // Copied faithfully into the report, but never in the synthesizer's summary: the chain breaks there.
    const fabricated = report.sentences.find((sentence) => sentence.text.includes("now employs 14,800 people"))!;
    const broken = await getChain(database.db, runId, queued.id, fabricated.claimIds[0]);
    expect(broken.source).toBeNull();
    expect(broken.hops.map((hop) => [hop.fence, hop.finding])).toEqual([
      ["writer->report", "found"],
      ["synthesizer->writer", "not-found"],
    ]);
    expect(broken.brokenAt).toMatchObject({ fence: "synthesizer->writer", reason: "not-found" });
    // The report view says which figure, which hop and what came closest there, from the stored candidates.
    expect(fabricated.verdict).toBe("not-found");
    expect(fabricated.figures).toEqual([
      expect.objectContaining({ claimId: fabricated.claimIds[0], claim: "14,800", finding: "not-found", ownFinding: "found", hop: "synthesizer->writer", upstream: true, source: null }),
    ]);
    expect(fabricated.figures[0].searched).toEqual({ pattern: "14,800", sources: ["synthesizer"] });
    expect(fabricated.figures[0].nearest).toEqual(broken.hops[1].nearest);
    const [nearest] = fabricated.figures[0].nearest;
    expect(nearest).toMatchObject({ agent: "synthesizer", file: "synthesizer_output.txt" });
    expect(broken.brokenAt!.explanation).toBe(
      `"14,800" was not found in what synthesizer passed on (audit synthesizer->writer, searched for 14,800). Nearest: "${nearest.text}" in synthesizer_output.txt line ${nearest.line}.`,
    );
    expect(supported.figures.every((figure) => figure.finding !== "not-found" && figure.nearest.length === 0)).toBe(true);
  });

  it("walks every claim to the same chain from its own reads as from the audit's cached index", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    await runner().drain();
    const claimIds = (await database.db.claim.findMany({ where: { auditId: queued.id }, select: { id: true } })).map((row) => row.id);
    const walkAll = () => Promise.all(claimIds.map((claimId) => getChain(database.db, runId, queued.id, claimId)));
    const cold = await walkAll();
    await getReportVerdicts(database.db, runId, queued.id);
    expect(cold).toEqual(await walkAll());
    expect(cold.filter((chain) => chain.source).length).toBeGreaterThan(0);
    expect(cold.filter((chain) => chain.brokenAt).length).toBeGreaterThan(0);
  });

  it("attributes a merged fan-in's claims to the upstream whose file supplied them", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    await runner().drain();
    const merged = (await getAudit(database.db, runId, queued.id)).edgeResults.find((edge) => edge.fence === "fundamental+technical+macro->synthesizer")!;
    expect(merged.bySource!.map((part) => part.source)).toEqual(["fundamental", "technical", "macro"]);
    const claims = await database.db.claim.findMany({ where: { auditId: queued.id, fence: merged.fence, finding: "found" }, select: { searchFile: true } });
    for (const part of merged.bySource!) {
      expect(part.found).toBe(claims.filter((claim) => claim.searchFile.startsWith(`${part.source}/`) || claim.searchFile === `${part.source}_output.txt`).length);
      expect(part.status).toBe(part.notFound > 0 ? "fail" : "pass");
    }
    // The rest were found in the synthesizer's own tool calls, which no incoming edge supplied.
    const own = claims.filter((claim) => claim.searchFile.startsWith("synthesizer/")).length;
    expect(merged.bySource!.reduce((sum, part) => sum + part.found, 0) + own).toBe(merged.found);
    const single = (await getAudit(database.db, runId, queued.id)).edgeResults.find((edge) => edge.fence === "synthesizer->writer")!;
    expect(single.bySource).toBeNull();
  });

  it("stores no claim before every hop is audited: an audit stopped at its last hop leaves none", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    const mechanical = createAuditor("mechanical");
    const controller = new AbortController();
    const storedAtEachHop: number[] = [];
    let hops = 0;
    const stopped = executeAudit(
      database.db,
      queued.id,
      {
        ...mechanical,
        audit: async (task, options) => {
          // Let the hops audited so far be linked and their rows made (a later turn) before counting.
          await new Promise((resolve) => setTimeout(resolve, 20));
          storedAtEachHop.push(await database.db.claim.count({ where: { auditId: queued.id } }));
          if (++hops === 8) controller.abort(new Error("stopped"));
          return mechanical.audit(task, options);
        },
      },
      controller.signal,
    );
    await expect(stopped).rejects.toThrow("stopped");
    expect(storedAtEachHop).toHaveLength(8);
    expect(storedAtEachHop.every((count) => count === 0)).toBe(true);
    expect(await database.db.claim.count({ where: { auditId: queued.id } })).toBe(0);
    expect((await getAudit(database.db, runId, queued.id)).edgeResults.filter((result) => result.claims > 0).length).toBeGreaterThan(0);
  });

  it("re-runs an audit a crashed process left running, with the same result as an uninterrupted one", async () => {
    const first = await queueAudit(database.db, runId, "mechanical");
    await runner().drain();

    const crashed = await queueAudit(database.db, runId, "mechanical");
    // What a process killed mid-audit leaves behind: status running and a half-written edge result.
    await database.db.audit.update({ where: { id: crashed.id }, data: { status: "running", progressDone: 1, progressTotal: 8 } });
    await database.db.edgeResult.create({
      data: { auditId: crashed.id, position: 0, fence: "fundamental+technical+macro->synthesizer", sourcesJson: "[]", target: "synthesizer", documentKind: "node_output", status: "running" },
    });

    const restarted = runner();
    await restarted.start();
    restarted.stop();
    await restarted.drain();
    expect((await getAudit(database.db, runId, crashed.id)).status).toBe("done");
    expect(await edgeOutcome(crashed.id)).toEqual(await edgeOutcome(first.id));
    expect(await database.db.claim.count({ where: { auditId: crashed.id } })).toBe(await database.db.claim.count({ where: { auditId: first.id } }));
  });

  it("cancels a queued audit so no runner picks it up", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    const { cancelAudit } = await import(".");
    expect((await cancelAudit(database.db, runId, queued.id)).status).toBe("cancelled");
    expect(await runner().drain()).toBe(0);
  });
});

describe("several runners on one database", () => {
  it("re-queues an audit only when its runner's heartbeat has gone stale", async () => {
    const live = await queueAudit(database.db, runId, "mechanical");
    const abandoned = await queueAudit(database.db, runId, "mechanical");
    await database.db.audit.update({ where: { id: live.id }, data: { status: "running", heartbeatAt: new Date() } });
    await database.db.audit.update({ where: { id: abandoned.id }, data: { status: "running", heartbeatAt: new Date(Date.now() - 120_000) } });
    expect(await runner().requeueAbandoned()).toBe(1);
    expect((await getAudit(database.db, runId, live.id)).status).toBe("running");
    expect((await getAudit(database.db, runId, abandoned.id)).status).toBe("queued");
  });

  it("share the queue without running any audit twice", async () => {
    const queued = await Promise.all([1, 2, 3].map(() => queueAudit(database.db, runId, "mechanical")));
    const runners = [runner(), runner()];
    // Each drain returns how many audits it claimed: a double run would make the sum exceed 3.
    const ran = await Promise.all(runners.map((each) => each.drain()));
    expect(ran[0] + ran[1]).toBe(3);
    for (const audit of queued) expect((await getAudit(database.db, runId, audit.id)).status).toBe("done");
  });
});
