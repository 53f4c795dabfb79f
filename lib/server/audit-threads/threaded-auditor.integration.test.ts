import { describe, expect, it } from "vitest";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import type { AuditTask, Auditor } from "@/lib/core/cascade";
import { createAuditor, getAudit, queueAudit } from "../audits";
import { AuditRunner } from "../jobs";
import { listAuditClaims } from "../repos";
import { ingestDemo, ingestSample } from "../testing";
import { ingestedRun } from "../testing/ingested-run";
import { AuditThreads, FILE_PART_CHARS } from "./audit-threads";
import { createThreadedMechanicalAuditor } from "./threaded-auditor";

/** What an audit stored, without row ids and times: each claim by fence, its record and the claim it links to upstream. */
async function storedAudit(db: Parameters<typeof listAuditClaims>[0], runId: string, auditor: () => Auditor) {
  const queued = await queueAudit(db, runId, "mechanical");
  await new AuditRunner(db, { auditorFor: auditor, pollMs: 50 }).drain();
  const audit = await getAudit(db, runId, queued.id);
  const claims = await listAuditClaims(db, queued.id);
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  return {
    status: audit.status,
    edges: audit.edgeResults.map(({ fence, status, found, notFound, unchecked }) => ({ fence, status, found, notFound, unchecked })),
    claims: claims.map(({ fence, record: { timestamp: _timestamp, ...record }, upstreamClaimId }) => {
      const upstream = upstreamClaimId ? byId.get(upstreamClaimId) : undefined;
      return { fence, record, upstream: upstream && [upstream.fence, upstream.record.id] };
    }),
  };
}

describe.each([
  ["the demo run", ingestDemo],
  ["deep_research (subgraphs)", (database: Parameters<typeof ingestDemo>[0]) => ingestSample(database, "deep_research")],
])("the mechanical auditor on audit threads, on %s", (_name, ingest) => {
  const sample = ingestedRun(ingest);

  it("stores the same claims, links, nearest candidates and verdicts as the in-process auditor", async () => {
    const threads = new AuditThreads(2);
    const onThreads = await storedAudit(sample.db, sample.runId, () => createThreadedMechanicalAuditor(threads));
    const inProcess = await storedAudit(sample.db, sample.runId, () => createAuditor("mechanical"));
    expect(onThreads.status).toBe("done");
    expect(onThreads.claims.some(({ record }) => (record.nearest?.length ?? 0) > 0)).toBe(true);
    expect(onThreads).toEqual(inProcess);
  });

  it("stores the same when every hop is audited in parts, one per thread, joined", async () => {
    const threads = new AuditThreads(3);
    const inParts = await storedAudit(sample.db, sample.runId, () => createThreadedMechanicalAuditor(threads, 0));
    const inProcess = await storedAudit(sample.db, sample.runId, () => createAuditor("mechanical"));
    expect(inParts.status).toBe("done");
    expect(inParts).toEqual(inProcess);
  });
});

describe("the mechanical auditor on audit threads, on source that is not ASCII", () => {
  it("audits from the same texts: UTF-8 batches, and a character of two UTF-16 halves where a file is split across messages", async () => {
    // The 📈 of the evidence line starts at FILE_PART_CHARS - 1, so it straddles the first message's end.
    const line = "revenue — €4.2 billion in 2024, up 12% ";
    const calls = `${"x".repeat(FILE_PART_CHARS - 2 - line.length)}\n${line}📈\n`;
    const task: AuditTask = {
      fence: "a/calls->a",
      kind: "grounding",
      sources: ["a"],
      target: "a",
      documentKind: "node_output",
      document: "Revenue reached €4.2 billion in 2024 — up 12% 📈.",
      documentPath: "a_output.txt",
      sourceFiles: { "a/calls/0001.txt": calls, "a/calls/0002.txt": "café: 7 items\n" },
      sourceOrigins: { a: "traces" },
      status: "ready",
    };
    const auditor = createThreadedMechanicalAuditor(new AuditThreads(1));
    const onThread = await auditor.audit(task, {});
    auditor.close?.();
    const inProcess = await createMechanicalAuditor().audit(task, {});
    const found = (outcome: typeof inProcess) => outcome.claims.filter((claim) => claim.finding === "found").map((claim) => [claim.claim, claim.search_line, claim.evidence]);
    expect(found(onThread)).toEqual(found(inProcess));
    expect(found(onThread)).toContainEqual(["€4.2 billion", 2, expect.stringContaining(`${line}📈`)]);
    expect(onThread.claims.map(({ timestamp: _timestamp, ...claim }) => claim)).toEqual(inProcess.claims.map(({ timestamp: _timestamp, ...claim }) => claim));
  });
});
