import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/server/http";
import { ingestSample } from "@/lib/server/testing";
import { ingestedRun } from "@/lib/server/testing/ingested-run";
import { runSearchCorpus, searchRun } from "./index";

describe("search this run on the clinical_summary sample", () => {
  const sample = ingestedRun((database) => ingestSample(database, "clinical_summary"), "all");

  it("finds a text in every call's flat text, grouped by agent in manifest order and by call", async () => {
    const answer = await searchRun(sample.db, sample.runId, { q: "HAZARD ratio", regex: false });
    expect(answer).toMatchObject({ q: "HAZARD ratio", regex: false, matches: 1, truncated: false });
    expect(answer?.agents).toEqual([
      {
        agent: "literature",
        calls: [
          {
            callId: expect.any(String),
            seq: 1,
            tool: "fetch_abstract",
            path: "literature/calls/0001_fetch_abstract.txt",
            lines: [{ line: 8, text: expect.stringContaining("hazard ratio 0.76"), marks: [expect.any(Array)] }],
          },
        ],
      },
    ]);
    const regex = await searchRun(sample.db, sample.runId, { q: "hazard.ratio", regex: true });
    expect(regex?.agents.map((group) => [group.agent, group.calls.map((call) => `${call.tool}:${call.lines.map((hit) => hit.line).join(",")}`)])).toEqual([
      ["literature", ["fetch_abstract:8"]],
      ["trial_data", ["get_trial_results:13"]],
    ]);
    // The server says where each line matched, the literal search case-insensitively and the regex's too.
    const marked = (answer: typeof regex) => answer!.agents.flatMap((group) => group.calls.flatMap((call) => call.lines.flatMap((hit) => hit.marks.map(([start, end]) => hit.text.slice(start, end)))));
    expect(marked(answer)).toEqual(["hazard ratio"]);
    expect(marked(regex)).toEqual(["hazard ratio", "hazard_ratio"]);
  });

  it("searches the text as written unless it is a regex", async () => {
    expect((await searchRun(sample.db, sample.runId, { q: "hazard.ratio", regex: false }))?.matches).toBe(0);
    expect((await searchRun(sample.db, sample.runId, { q: "(hazard ratio 0.76;", regex: false }))?.matches).toBe(1);
  });

  it("cuts a long line around the match", async () => {
    const answer = await searchRun(sample.db, sample.runId, { q: "follow-up of 3.4 years", regex: false });
    const text = answer!.agents[0].calls[0].lines[0].text;
    expect(text.startsWith("…")).toBe(true);
    expect(text).toContain("follow-up of 3.4 years");
    const [[start, end]] = answer!.agents[0].calls[0].lines[0].marks;
    expect(text.slice(start, end)).toBe("follow-up of 3.4 years");
    expect(text.length).toBeLessThanOrEqual(242);
  });

  it("says what a search covers: every stored call's text", async () => {
    const calls = await sample.db.toolCall.count({ where: { runId: sample.runId, traceFileId: { not: null } } });
    const texts = await sample.db.traceFile.findMany({ where: { runId: sample.runId, kind: "call" }, select: { text: true } });
    expect(calls).toBeGreaterThan(0);
    expect(await runSearchCorpus(sample.db, sample.runId)).toEqual({ calls, bytes: texts.reduce((sum, { text }) => sum + Buffer.byteLength(text ?? ""), 0) });
    expect(await runSearchCorpus(sample.db, "no-such-run")).toBeNull();
  });

  it("answers null for an unknown run and a 400 naming the problem for a bad regex", async () => {
    expect(await searchRun(sample.db, "no-such-run", { q: "x", regex: false })).toBeNull();
    const refused = await searchRun(sample.db, sample.runId, { q: "(unclosed", regex: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: "invalid_input", message: "q: not a valid regex: unclosed group" });
  });
});
