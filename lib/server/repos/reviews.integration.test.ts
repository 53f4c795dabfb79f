import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewTarget } from "@/lib/core/reviews";
import { ingestSample } from "../testing";
import { ingestedRun } from "../testing/ingested-run";
import { findRunReview, insertReview, insertSignOff, listRunReviews, listSignOffs, runReviewStates } from ".";

const sample = ingestedRun((database) => ingestSample(database, "minimal_pipeline"));
let auditId: string;
beforeEach(async () => {
  auditId = (await sample.db.audit.create({ data: { runId: sample.runId, kind: "cascade", auditor: "mechanical", status: "done" } })).id;
});

const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 9, minute));
const add = (target: ReviewTarget, minute: number, extra: { kind?: "accept" | "reject" | "comment"; revisesId?: string } = {}) =>
  insertReview(sample.db, { runId: sample.runId, auditId, target, kind: extra.kind ?? "accept", reason: extra.kind === "reject" ? "wrong-entity" : null, text: "", reviewer: "Ana", revisesId: extra.revisesId ?? null, at: at(minute) });

describe("reviews repository", () => {
  it("stores each kind of target and reads it back as it was written, oldest first", async () => {
    const targets: ReviewTarget[] = [
      { kind: "edge", fence: "research->writer" },
      { kind: "sentence", start: 10, end: 42, text: "revenue rose 5%." },
      { kind: "claim", fence: "writer->report", text: "5%", claimId: "c1" },
    ];
    const written = [await add(targets[0], 3), await add(targets[1], 1, { kind: "reject" }), await add(targets[2], 2, { kind: "comment" })];
    const read = await listRunReviews(sample.db, sample.runId);
    expect(read.map((review) => review.target)).toEqual([targets[1], targets[2], targets[0]]);
    expect(read).toEqual([written[1], written[2], written[0]]);
    expect(read[0]).toMatchObject({ kind: "reject", reason: "wrong-entity", reviewer: "Ana", auditId, at: at(1).toISOString(), revisesId: null });
  });

  it("adds an edit as a new row and finds reviews only within their run", async () => {
    const first = await add({ kind: "edge", fence: "research->writer" }, 1);
    const edit = await add({ kind: "edge", fence: "research->writer" }, 2, { kind: "reject", revisesId: first.id });
    expect((await listRunReviews(sample.db, sample.runId)).map((review) => review.id)).toEqual([first.id, edit.id]);
    expect(await findRunReview(sample.db, sample.runId, first.id)).toEqual(first);
    expect(await findRunReview(sample.db, "another-run", first.id)).toBeNull();
  });

  it("gives each run of a page its review state", async () => {
    const quiet = await ingestSample(sample.database, "clinical_summary");
    expect(await runReviewStates(sample.db, [{ id: sample.runId, latestAuditId: auditId }, { id: quiet, latestAuditId: null }])).toEqual(
      new Map([
        [sample.runId, { state: "unreviewed", reviews: 0, lastSignOff: null }],
        [quiet, { state: "unreviewed", reviews: 0, lastSignOff: null }],
      ]),
    );
    await add({ kind: "edge", fence: "research->writer" }, 1);
    const signOff = await insertSignOff(sample.db, { runId: sample.runId, auditId, reviewer: "Ana", sentences: 3, rejected: 0, acceptedAgainstAuditor: 1, summary: "reviewed: 3 sentences, 0 rejected, 1 accepted against the auditor", at: at(5) });
    expect(await listSignOffs(sample.db, sample.runId)).toEqual([signOff]);
    const states = await runReviewStates(sample.db, [{ id: sample.runId, latestAuditId: auditId }]);
    expect(states.get(sample.runId)).toEqual({ state: "signed-off", reviews: 1, lastSignOff: signOff });
    expect((await runReviewStates(sample.db, [{ id: sample.runId, latestAuditId: "a-newer-audit" }])).get(sample.runId)?.state).toBe("in-review");
  });
});
