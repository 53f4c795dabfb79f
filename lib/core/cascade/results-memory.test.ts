import { Buffer } from "node:buffer";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createMechanicalAuditor } from "../auditors";
import { auditTask } from "../auditors/test-helpers";
import { callFile } from "../auditors/mechanical/test-helpers";
import { Fence } from "../fence";
import type { RejectionRecord } from "../records";
import { runCascade, type CascadeResult } from ".";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Memory outside V8's heap once garbage is collected: a Latin-1 text of over ~1 MB is counted there, as the bundle reader's batches are. */
async function externalAfterCollecting(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().external;
}

const BATCH_BYTES = 16 * 1024 * 1024;

/** One text of BATCH_BYTES decoded as lib/core/node's `joinedAsciiTexts` decodes a batch of call files, each file a slice of it. */
function batchOf(files: readonly string[]): string[] {
  const padding = "\n".repeat(BATCH_BYTES - files.reduce((total, file) => total + file.length, 0));
  const batch = Buffer.from(files.join("") + padding, "latin1").toString("latin1");
  let at = 0;
  return files.map((file) => batch.slice(at, (at += file.length)));
}

/** A cascade of one hop over call files that are slices of one large text, which nothing but the hop's task holds. */
async function cascadeOverOneBatch(): Promise<CascadeResult> {
  const [revenue, margins] = batchOf([
    callFile(0, "get_income_statement", "fundamental", "ticker=NWR, fiscal_year=2025", "fiscal_year: 2025\nrevenue: 4213000000\nnet_income: 463430000\n"),
    callFile(1, "get_margins", "fundamental", "ticker=NWR", "gross_margin: 0.4171\nnet_margin: 11.2%\n"),
  ]);
  const sourceFiles = { "fundamental/calls/0000_get_income_statement.txt": revenue, "fundamental/calls/0001_get_margins.txt": margins };
  return runCascade([auditTask("Revenue reached $4.2 billion in fiscal 2025. Net margin was 11.7%.", sourceFiles)], createMechanicalAuditor());
}

function rejectionOfSliceOfOneBatch(): RejectionRecord {
  const [evidence] = batchOf(["fundamental/calls/0000_get_income_statement.txt:9:revenue: 4213000000"]);
  return new Fence({ name: "research->writer" }).logRejection("record_claim", evidence, "no search result holds it");
}

describe("what an audit's results keep", () => {
  it("keeps none of its sources' memory: the claims and their nearest candidates own their texts", async () => {
    const before = await externalAfterCollecting();
    const cascade = await cascadeOverOneBatch();
    const kept = (await externalAfterCollecting()) - before;
    const claims = cascade.results[0].claims;
    expect(claims.map((claim) => [claim.claim, claim.finding])).toEqual([
      ["$4.2 billion", "found"],
      ["fiscal 2025", "found"],
      ["11.7%", "not-found"],
    ]);
    expect(claims[0].evidence).toBe("fundamental/calls/0000_get_income_statement.txt:9:revenue: 4213000000");
    expect(claims[2].nearest?.map((candidate) => candidate.excerpt)).toContain("net_margin: 11.2%");
    expect(kept).toBeLessThan(BATCH_BYTES / 4);
  });

  // The Fence keeps at most 200 code points of a rejected submission, copied out as it counts them.
  it("keeps none of a rejected submission's memory", async () => {
    const before = await externalAfterCollecting();
    const rejection = rejectionOfSliceOfOneBatch();
    const kept = (await externalAfterCollecting()) - before;
    expect(rejection.content).toBe("fundamental/calls/0000_get_income_statement.txt:9:revenue: 4213000000");
    expect(kept).toBeLessThan(BATCH_BYTES / 4);
  });
});
