import { describe, expect, it } from "vitest";
import { verifySearchMatch } from "../../matching";
import { MemorySearchBackend } from "../../search";
import { codePointLength } from "../../python";
import { attachNearest, nearestCandidates } from "../../nearest";
import { createMechanicalAuditor, EXCERPT_TOOL_NAME } from ".";
import { auditTask } from "../test-helpers";
import { audit, callFile, claimFor } from "./test-helpers";

const INCOME_CALL = "fundamental/calls/0000_get_income_statement.txt";
const incomeStatement = callFile(0, "get_income_statement", "fundamental", "ticker=NWR, fiscal_year=2025", "fiscal_year: 2025\nrevenue: 4213000000\nnet_income: 463430000");

/** The evidence passes a fresh search's gate: re-run the claim's search on a new backend over the same files. */
function evidenceVerifies(sourceFiles: Record<string, string>, evidence: string, pattern: string, file: string): boolean {
  const output = new MemorySearchBackend(Object.entries(sourceFiles)).search(pattern, file);
  return verifySearchMatch(evidence, output).ok;
}

describe("mechanical auditor", () => {
  it("is the mechanical kind", () => {
    expect(createMechanicalAuditor().kind).toBe("mechanical");
  });

  it("leaves its task's figure indexes for attachNearest, which gives the candidates the sources read afresh give", async () => {
    const sourceFiles = {
      [INCOME_CALL]: incomeStatement,
      "fundamental/calls/0001_get_margins.txt": callFile(1, "get_margins", "fundamental", "ticker=NWR", "gross_margin: 0.4171\nnet_margin: 11.2%\nrevenue_q4: 1,174,000,000"),
      "binary.bin": "\0revenue 4.7",
    };
    // No word of these sentences labels a source figure: the candidates come from the figures' digits alone.
    const task = auditTask("Bookings reached $4.7 billion. Churn was 11.7%.", sourceFiles);
    const outcome = await createMechanicalAuditor().audit(task, {});
    const missing = outcome.claims.filter((claim) => claim.finding === "not-found");
    expect(missing.map((claim) => [claim.claim, claim.nearest])).toEqual([["$4.7 billion", undefined], ["11.7%", undefined]]);
    attachNearest(outcome.claims, task.sourceFiles);
    expect(missing.map((claim) => claim.nearest)).toEqual(nearestCandidates(missing.map((claim) => ({ claim: claim.claim, sentence: claim.claim_in_document })), sourceFiles));
    expect(missing[1].nearest?.map((candidate) => candidate.text)).toContain("11.2%");
  });

  it("finds a rounded figure ($4.2 billion ⇐ 4213000000) and cites the search output line", async () => {
    const sourceFiles = { [INCOME_CALL]: incomeStatement };
    const outcome = await audit("Northwind reported revenue of $4.2 billion.", sourceFiles);
    const claim = claimFor(outcome, "$4.2 billion");
    expect(claim).toMatchObject({
      finding: "found",
      claim_in_document: "Northwind reported revenue of $4.2 billion.",
      evidence: `${INCOME_CALL}:9:revenue: 4213000000`,
      raw_value: "4213000000",
      search_file: INCOME_CALL,
      search_line: 9,
      source_agent: "fundamental",
      source_tool: "get_income_statement",
      source_index: 0,
      id: 1,
    });
    expect(claim.metadata).toMatchObject({ fact_kind: "currency", fact_value: 4.2e9 });
    expect(evidenceVerifies(sourceFiles, claim.evidence, String(claim.metadata.pattern), INCOME_CALL)).toBe(true);
    expect(outcome.rejections).toEqual([]);
  });

  it("flags a near miss ($4.3 billion) as not-found and says what was searched", async () => {
    const outcome = await audit("Northwind reported revenue of $4.3 billion.", { [INCOME_CALL]: incomeStatement });
    const claim = claimFor(outcome, "$4.3 billion");
    expect(claim.finding).toBe("not-found");
    expect(claim.evidence).toBe("");
    expect(claim.metadata.searched).toEqual([expect.stringContaining("4")]);
    expect(claim.metadata.searched_files).toBe(1);
  });

  it("reads a fraction as a percent (12.5% ⇐ 0.125)", async () => {
    const outcome = await audit("Gross margin was 12.5% last year.", { "research_output.txt": "summary\ngross_margin: 0.125\n" });
    expect(claimFor(outcome, "12.5%")).toMatchObject({ finding: "found", raw_value: "0.125", source_tool: "research", source_agent: "research", search_line: 2 });
  });

  it("reads a table column's scale from its header (revenue_musd)", async () => {
    const table = "(2 rows)\nquarter | revenue_musd\n--------|-------------\nQ1      | 958         \nQ4      | 1142        ";
    const sourceFiles = { "fundamental/calls/0001_sql_query.txt": callFile(1, "sql_query", "fundamental", "query=SELECT quarter, revenue_musd FROM kpi", table) };
    const outcome = await audit("Fourth-quarter revenue reached $1.14 billion. It never reached $1.19 billion.", sourceFiles);
    expect(claimFor(outcome, "$1.14 billion")).toMatchObject({ finding: "found", raw_value: "1142", search_line: 12, source_tool: "sql_query" });
    expect(claimFor(outcome, "$1.19 billion").finding).toBe("not-found");
  });

  it("matches accounting negatives both ways and refuses a positive source for a negative figure", async () => {
    const loss = "The segment posted a loss of ($1.2 million) in the year.";
    expect(claimFor(await audit(loss, { "research_output.txt": "segment_result_usd: -1200000" }), "($1.2 million)").finding).toBe("found");
    expect(claimFor(await audit(loss, { "research_output.txt": "segment_result_usd: 1200000" }), "($1.2 million)").finding).toBe("not-found");
    const table = "(2 rows)\nitem         | usd_millions\n-------------|-------------\nother income | (1.2)       \nrevenue      | 4213        ";
    const outcome = await audit("Other income was -$1.2 million for the segment.", { "research_output.txt": table });
    expect(claimFor(outcome, "-$1.2 million")).toMatchObject({ finding: "found", raw_value: "(1.2)", search_line: 4 });
  });

  it("records a sentence without a checkable fact as one unchecked claim, without a search", async () => {
    const outcome = await audit("Our view rests on execution.", { "research_output.txt": "revenue: 4213000000" });
    expect(outcome.claims).toHaveLength(1);
    expect(outcome.claims[0]).toMatchObject({ claim: "Our view rests on execution.", claim_in_document: "Our view rests on execution.", evidence: "", finding: "unchecked" });
    expect(outcome.rejections).toEqual([]);
    expect(outcome.usage).toMatchObject({ sentences: 1, facts: 0, searches: 0 });
  });

  it("records one claim per fact; the sentence holds them all", async () => {
    const outcome = await audit("Revenue was $4.2 billion and net income $463 million, or $9.99 per share.", { [INCOME_CALL]: incomeStatement });
    expect(outcome.claims.map((claim) => [claim.claim, claim.finding])).toEqual([
      ["$4.2 billion", "found"],
      ["$463 million", "found"],
      ["$9.99", "not-found"],
    ]);
  });

  it("keeps a rejected submission and retries the fact with the next supporting line", async () => {
    // "a.txt:1:4213000000" is 18 code points: the evidence gate refuses it (min 20).
    const sourceFiles = { "a.txt": "4213000000", "b.txt": "the total came to 4,213,000,000 in the end" };
    const outcome = await audit("The figure was $4.21 billion.", sourceFiles);
    expect(outcome.rejections).toHaveLength(1);
    expect(outcome.rejections[0]).toMatchObject({ tool: "record_claim", content: "a.txt:1:4213000000" });
    expect(outcome.rejections[0].reason).toMatch(/^Evidence too short \(got 18 chars, min 20\)/);
    const claim = claimFor(outcome, "$4.21 billion");
    expect(claim).toMatchObject({ finding: "found", search_file: "b.txt", evidence: "b.txt:1:the total came to 4,213,000,000 in the end" });
  });

  it("ends not-found when every supporting line is rejected, with every rejection in the outcome", async () => {
    const outcome = await audit("The figure was $4.21 billion.", { "a.txt": "4213000000", "b.txt": "4.21B" }, { attemptsPerFact: 2 });
    expect(outcome.rejections.map((rejection) => rejection.content)).toEqual(["a.txt:1:4213000000", "b.txt:1:4.21B"]);
    expect(claimFor(outcome, "$4.21 billion").finding).toBe("not-found");
  });

  it("quotes a window of a line too long for search output through the excerpt tool", async () => {
    const filler = "The board met several times during the year to review the strategy and the risks. ".repeat(8);
    const sentence = "Revenue came to $4,213 million, ahead of plan.";
    const sourceFiles = { "fundamental_output.txt": `# Notes\n${filler}${sentence} ${filler}` };
    const outcome = await audit("Revenue was $4.2 billion.", sourceFiles);
    const claim = claimFor(outcome, "$4.2 billion");
    expect(claim).toMatchObject({ finding: "found", search_file: "fundamental_output.txt", search_line: 2, raw_value: "$4,213 million", source_tool: "fundamental" });
    expect(claim.evidence).toBe(`fundamental_output.txt:2:${sentence}`);
    expect(codePointLength(claim.evidence)).toBeGreaterThanOrEqual(20);
    expect(outcome.rejections).toEqual([]);
    expect(EXCERPT_TOOL_NAME).toBe("read_excerpt");
  });

  it("needs a shared word before a one- or two-digit figure counts (41% is not r_squared 0.41)", async () => {
    const beta = callFile(5, "compute_beta", "technical", "ticker=NWR, years=2", "beta: 1.24\nr_squared: 0.41");
    expect(claimFor(await audit("Net income rose 41% year over year.", { "technical/calls/0005_compute_beta.txt": beta }), "41%").finding).toBe("not-found");
    const growth = callFile(2, "get_ratios", "fundamental", "ticker=NWR", "net_income_growth: 0.41");
    expect(claimFor(await audit("Net income rose 41% year over year.", { "fundamental/calls/0002_get_ratios.txt": growth }), "41%").finding).toBe("found");
  });

  it("cites the line about the same thing when several carry the figure", async () => {
    const ratios = callFile(2, "get_ratios", "fundamental", "ticker=NWR", "payout_ratio: 0.22\ntop_ten_customer_share: 0.22");
    const outcome = await audit("The top ten customers account for 22% of revenue.", { "fundamental/calls/0002_get_ratios.txt": ratios });
    expect(claimFor(outcome, "22%")).toMatchObject({ finding: "found", search_line: 9 });
  });

  it("finds a month written as an ISO year-month", async () => {
    const pmi = callFile(0, "get_indicator", "macro", "series=ISM_PMI", "series: ISM_PMI\nvalue: 52.4\nperiod: 2025-10");
    const outcome = await audit("The ISM manufacturing PMI printed 52.4 in October 2025.", { "macro/calls/0000_get_indicator.txt": pmi });
    expect(outcome.claims.map((claim) => claim.finding)).toEqual(["found", "found"]);
    expect(claimFor(outcome, "October 2025")).toMatchObject({ raw_value: "2025-10", search_line: 10 });
  });

  it("stops when the signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const auditing = createMechanicalAuditor().audit(auditTask("Revenue was $4.2 billion.", { [INCOME_CALL]: incomeStatement }), { signal: controller.signal });
    await expect(auditing).rejects.toThrow(/abort/i);
  });
});
