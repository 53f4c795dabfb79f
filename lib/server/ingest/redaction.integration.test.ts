import { describe, expect, it } from "vitest";
import { getChain } from "../audits";
import { getRunView } from "../repos/run-view";
import { createShareLink, getSharedRunView, requiredFrozenAudit, resolveShareLink } from "../share";
import { getToolCall } from "../repos/tool-calls";
import { LEAKED_SECRETS as SECRETS, leakyBundle } from "../testing";
import { freshDatabase } from "../testing/ingested-run";
import { ingestBundle } from ".";

const fresh = freshDatabase();

describe("secrets are redacted at ingest", () => {
  it("stores no credential anywhere, keeps every line where it was, and counts what it masked", async () => {
    const files = leakyBundle();
    const flatText = new TextDecoder().decode(files.find((file) => file.path.endsWith("0000_get_price.txt"))!.bytes);
    expect(flatText).toContain(SECRETS[2]);
    const answer = await ingestBundle(fresh.database, { kind: "folder", name: "leaky", files });
    if (answer.status !== "created") throw new Error("expected a new run");
    const runId = answer.run.id;

    const stored = JSON.stringify(
      await Promise.all([
        fresh.db.run.findMany(),
        fresh.db.toolCall.findMany(),
        fresh.db.traceFile.findMany(),
        fresh.db.claim.findMany(),
        fresh.db.rejection.findMany(),
        fresh.db.edgeResult.findMany(),
      ]),
    );
    for (const secret of SECRETS) expect(stored, secret).not.toContain(secret);
    expect(stored).toContain("***REDACTED***");
    expect(stored).toContain("***API_KEY***");

    const call = await fresh.db.toolCall.findFirstOrThrow({ where: { runId, seq: 0 }, include: { traceFile: true } });
    expect(JSON.parse(call.inputJson)).toEqual({ ticker: "ACME", api_key: "***REDACTED***", password: "***REDACTED***", headers: { Authorization: "***REDACTED***" }, max_tokens: 1200 });
    expect(call.traceFile!.text.split("\n")).toHaveLength(flatText.split("\n").length);
    const failed = await fresh.db.toolCall.findFirstOrThrow({ where: { runId, seq: 1 } });
    expect(failed.error).toBe("401 for key ***API_KEY*** (password ***REDACTED***)");

    const view = await getRunView(fresh.db, runId);
    expect(view?.run.redactedSecrets).toBe(answer.run.redactedSecrets);
    expect(answer.run.redactedSecrets).toBeGreaterThanOrEqual(10);
  });

  it("leaves the owner's chain and the share link nothing to leak", async () => {
    const answer = await ingestBundle(fresh.database, { kind: "folder", name: "leaky", files: leakyBundle() });
    if (answer.status !== "created") throw new Error("expected a new run");
    const audit = await fresh.db.audit.findFirstOrThrow({ where: { runId: answer.run.id } });
    const claim = await fresh.db.claim.findFirstOrThrow({ where: { auditId: audit.id } });
    const owners = await getChain(fresh.db, answer.run.id, audit.id, claim.id);
    expect(owners.source?.input).toMatchObject({ api_key: "***REDACTED***" });

    const link = await createShareLink(fresh.db, answer.run.id, { auditId: audit.id });
    const access = await resolveShareLink(fresh.db, link.path.split("/").pop()!);
    const sharedChain = await getChain(fresh.db, access.runId, requiredFrozenAudit(access, audit.id), claim.id);
    const sharedCall = owners.source?.toolCallId ? await getToolCall(fresh.db, access.runId, owners.source.toolCallId) : null;
    const shared = JSON.stringify([await getSharedRunView(fresh.db, access), sharedChain, sharedCall]);
    for (const secret of SECRETS) expect(shared, secret).not.toContain(secret);
    // A link holder reads the owner's evidence, redacted the same way.
    expect(sharedChain).toEqual(owners);
    expect(sharedCall?.input).toMatchObject({ api_key: "***REDACTED***" });
  });
});
