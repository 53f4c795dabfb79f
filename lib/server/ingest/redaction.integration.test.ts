import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getChain } from "../audits";
import { getRunView } from "../repos/run-view";
import { createShareLink, getSharedRunView, requiredFrozenAudit, resolveShareLink } from "../share";
import { getToolCall } from "../repos/tool-calls";
import { createTestDatabase, LEAKED_SECRETS as SECRETS, leakyBundle, type TestDatabase } from "../testing";
import { ingestBundle } from ".";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.dispose();
});

describe("secrets are redacted at ingest", () => {
  it("stores no credential anywhere, keeps every line where it was, and counts what it masked", async () => {
    const files = leakyBundle();
    const flatText = new TextDecoder().decode(files.find((file) => file.path.endsWith("0000_get_price.txt"))!.bytes);
    expect(flatText).toContain(SECRETS[2]);
    const answer = await ingestBundle(database, { kind: "folder", name: "leaky", files });
    if (answer.status !== "created") throw new Error("expected a new run");
    const runId = answer.run.id;

    const stored = JSON.stringify(
      await Promise.all([
        database.db.run.findMany(),
        database.db.toolCall.findMany(),
        database.db.traceFile.findMany(),
        database.db.claim.findMany(),
        database.db.rejection.findMany(),
        database.db.edgeResult.findMany(),
      ]),
    );
    for (const secret of SECRETS) expect(stored, secret).not.toContain(secret);
    expect(stored).toContain("***REDACTED***");
    expect(stored).toContain("***API_KEY***");

    const call = await database.db.toolCall.findFirstOrThrow({ where: { runId, seq: 0 }, include: { traceFile: true } });
    expect(JSON.parse(call.inputJson)).toEqual({ ticker: "ACME", api_key: "***REDACTED***", password: "***REDACTED***", headers: { Authorization: "***REDACTED***" }, max_tokens: 1200 });
    expect(call.traceFile!.text.split("\n")).toHaveLength(flatText.split("\n").length);
    const failed = await database.db.toolCall.findFirstOrThrow({ where: { runId, seq: 1 } });
    expect(failed.error).toBe("401 for key ***API_KEY*** (password ***REDACTED***)");

    const view = await getRunView(database.db, runId);
    expect(view?.run.redactedSecrets).toBe(answer.run.redactedSecrets);
    expect(answer.run.redactedSecrets).toBeGreaterThanOrEqual(10);
  });

  it("leaves the owner's chain and the share link nothing to leak", async () => {
    const answer = await ingestBundle(database, { kind: "folder", name: "leaky", files: leakyBundle() });
    if (answer.status !== "created") throw new Error("expected a new run");
    const audit = await database.db.audit.findFirstOrThrow({ where: { runId: answer.run.id } });
    const claim = await database.db.claim.findFirstOrThrow({ where: { auditId: audit.id } });
    const owners = await getChain(database.db, answer.run.id, audit.id, claim.id);
    expect(owners.source?.input).toMatchObject({ api_key: "***REDACTED***" });

    const link = await createShareLink(database.db, answer.run.id, { auditId: audit.id });
    const access = await resolveShareLink(database.db, link.path.split("/").pop()!);
    const sharedChain = await getChain(database.db, access.runId, requiredFrozenAudit(access, audit.id), claim.id);
    const sharedCall = owners.source?.toolCallId ? await getToolCall(database.db, access.runId, owners.source.toolCallId) : null;
    const shared = JSON.stringify([await getSharedRunView(database.db, access), sharedChain, sharedCall]);
    for (const secret of SECRETS) expect(shared, secret).not.toContain(secret);
    // A link holder reads the owner's evidence, redacted the same way.
    expect(sharedChain).toEqual(owners);
    expect(sharedCall?.input).toMatchObject({ api_key: "***REDACTED***" });
  });
});
