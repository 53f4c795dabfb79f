import { beforeAll, expect, it } from "vitest";
import { ingestSample } from "../testing";
import { ingestedRun } from "../testing/ingested-run";
import { readChain } from "./chain-reads";

const sample = ingestedRun((database) => ingestSample(database, "minimal_pipeline"), "all");
let auditId: string;

/** A claim row of the hand-made audit: `id` on `fence`, linked to `upstream` (a claim id) when given. */
const claim = (id: string, fence: string, upstream: string | null) => ({
  id,
  auditId,
  fence,
  recordId: 0,
  claim: id,
  claimInDocument: id,
  evidence: "",
  sourceAgent: "",
  sourceTool: "",
  sourceIndex: 0,
  rawValue: id,
  searchFile: "",
  searchLine: 0,
  finding: "found",
  sourceType: "number",
  upstreamId: upstream ? 0 : -1,
  upstreamFence: "",
  timestamp: 0,
  upstreamClaimId: upstream,
});

beforeAll(async () => {
  const { db, runId } = sample;
  auditId = (await db.audit.create({ data: { runId, kind: "cascade", auditor: "mechanical", status: "done" } })).id;
  const edge = (position: number, fence: string, target: string) => ({ auditId, position, fence, target, sourcesJson: JSON.stringify([`${target}-source`]), documentKind: "node_output", status: "done" });
  await db.edgeResult.createMany({ data: [edge(0, "writer->report", "report"), edge(1, "calls->writer", "writer"), edge(2, "elsewhere->x", "x")] });
  await db.claim.createMany({
    data: [
      claim("report-1", "writer->report", "writer-1"),
      claim("writer-1", "calls->writer", "imported-1"),
      // An imported fence: its claims and rejections have no edge result.
      claim("imported-1", "imported", null),
      claim("loop-a", "writer->report", "loop-b"),
      claim("loop-b", "calls->writer", "loop-a"),
      claim("dangling", "writer->report", "no-such-claim"),
      claim("other-fence", "elsewhere->x", null),
    ],
  });
  const rejection = (fence: string, timestamp: number) => ({ auditId, fence, tool: "gate", content: `${fence} at ${timestamp}`, reason: "r", timestamp });
  await db.rejection.createMany({ data: [rejection("calls->writer", 3), rejection("writer->report", 2), rejection("imported", 1), rejection("elsewhere->x", 0), rejection("calls->writer", 1.5)] });
});

it("reads a chain's claims hop by hop, with its fences' edge results and only their rejections, oldest first", async () => {
  const chain = await readChain(sample.db, sample.runId, auditId, "report-1");
  expect(chain.claims.map(({ id, fence, upstreamClaimId }) => [id, fence, upstreamClaimId])).toEqual([
    ["report-1", "writer->report", "writer-1"],
    ["writer-1", "calls->writer", "imported-1"],
    ["imported-1", "imported", null],
  ]);
  expect(chain.claims[0].record).toMatchObject({ claim: "report-1", raw_value: "report-1", upstream_id: 0, finding: "found" });
  expect(chain.fences).toEqual([
    { fence: "writer->report", target: "report", sources: ["report-source"], documentKind: "node_output" },
    { fence: "calls->writer", target: "writer", sources: ["writer-source"], documentKind: "node_output" },
  ]);
  expect(chain.rejections.map(({ fence, record }) => [fence, record.timestamp])).toEqual([
    ["imported", 1],
    ["calls->writer", 1.5],
    ["writer->report", 2],
    ["calls->writer", 3],
  ]);
  expect(chain.citedCalls).toEqual(new Map());
});

it("gives each claim of a walk the tool call its cited line is in, when one is", async () => {
  const { db, runId } = sample;
  const call = await db.toolCall.findFirstOrThrow({ where: { runId }, include: { agent: true }, orderBy: { seq: "asc" } });
  const cites = (id: string, upstream: string | null, searchFile: string, searchLine: number) => ({ ...claim(id, "cites", upstream), searchFile, searchLine });
  const file = `${call.agent.name}/${call.outputFile}`;
  await db.claim.createMany({
    data: [
      cites("cites-line", "cites-last-line", file, call.lineStart),
      cites("cites-last-line", "cites-past-end", file, call.lineEnd),
      cites("cites-past-end", "cites-other-agent", file, call.lineEnd + 1_000_000),
      cites("cites-other-agent", null, `not-${call.agent.name}/${call.outputFile}`, call.lineStart),
    ],
  });
  const chain = await readChain(db, runId, auditId, "cites-line");
  expect(chain.claims.map((row) => row.id)).toEqual(["cites-line", "cites-last-line", "cites-past-end", "cites-other-agent"]);
  const cited = { id: call.id, seq: call.seq, tool: call.tool, input: JSON.parse(call.inputJson) };
  expect(chain.citedCalls).toEqual(new Map([["cites-line", cited], ["cites-last-line", cited]]));
});

it("stops a link loop before its first repeated claim, and a link to a missing claim after the last stored one", async () => {
  expect((await readChain(sample.db, sample.runId, auditId, "loop-a")).claims.map((row) => row.id)).toEqual(["loop-a", "loop-b"]);
  expect((await readChain(sample.db, sample.runId, auditId, "dangling")).claims.map((row) => row.id)).toEqual(["dangling"]);
});

it("reads nothing for an unknown claim, or an audit asked for under another run", async () => {
  expect(await readChain(sample.db, sample.runId, auditId, "no-such-claim")).toEqual({ claims: [], fences: [], rejections: [], citedCalls: new Map() });
  expect((await readChain(sample.db, "another-run", auditId, "report-1")).claims).toEqual([]);
});
