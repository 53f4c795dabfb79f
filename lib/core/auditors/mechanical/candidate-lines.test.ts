import { describe, expect, it } from "vitest";
import { extractFacts, LineReadings, matchesFact } from "../../facts";
import { candidatesOf } from "./candidate-lines";
import { SourceFile } from "./source-corpus";
import { callFile } from "./test-helpers";

describe("candidatesOf", () => {
  const text = callFile(3, "get_traffic", "web", "site=main, weeks=12", "(2 rows)\nweek | sessions_change_wow_pct\n-----|------------------------\nW1 | 4.2\nW2 | 5.1");
  const lines = text.split("\n");
  const at = (line: string) => lines.indexOf(line);

  it("keeps a line once per file, with its table header, and tells the call's input from its output", () => {
    const file = new SourceFile("web/calls/0003_get_traffic.txt", text);
    const candidates = candidatesOf(file);
    expect(candidatesOf(file)).toBe(candidates);
    expect(candidates.known(at("W1 | 4.2"))).toBeUndefined();
    const row = candidates.keep(at("W1 | 4.2"), "W1 | 4.2");
    expect(candidates.known(at("W1 | 4.2"))).toBe(row);
    expect(candidates.known(at("W2 | 5.1"))).toBeUndefined();
    const last = candidates.keep(at("W2 | 5.1"), "W2 | 5.1");
    expect([candidates.known(at("W1 | 4.2")), candidates.known(at("W2 | 5.1"))]).toEqual([row, last]);
    expect(row.tableHeader).toBe("week | sessions_change_wow_pct");
    expect(row.inputLine).toBe(false);
    expect(candidates.keep(at("input: site=main, weeks=12"), "input: site=main, weeks=12").inputLine).toBe(true);
    expect(candidates.keep(at("(2 rows)"), "(2 rows)").rowCount).toBe(true);
    expect(row.rowCount).toBe(false);
  });

  it("reads a row's words and change basis with its table header, and a count's noun with the call's header too", () => {
    const candidates = candidatesOf(new SourceFile("web/calls/0003_get_traffic.txt", text));
    const row = candidates.keep(at("W2 | 5.1"), "W2 | 5.1");
    expect([...row.bases]).toEqual(["week"]);
    expect(row.stems.has("sess")).toBe(true);
    expect([...candidates.keep(at("W1 | 4.2"), "W1 | 4.2").stems].sort()).toEqual(["#1w", "chan", "pct", "sess", "wow"]);
    // The header is read once for all the table's rows.
    expect(candidates.tableHeaderTerms("week | sessions_change_wow_pct")).toBe(candidates.tableHeaderTerms("week | sessions_change_wow_pct"));
    expect(row.stems.has("traf")).toBe(false);
    expect(row.nounStems.has("traf")).toBe(true);
  });

  it("keeps its figures' reading, read once through the run's readings, as matchesFact reads the line", () => {
    const row = candidatesOf(new SourceFile("web/calls/0003_get_traffic.txt", text)).keep(at("W2 | 5.1"), "W2 | 5.1");
    const readings = new LineReadings();
    const reading = row.reading(readings);
    expect(row.reading(new LineReadings())).toBe(reading);
    const [fact] = extractFacts("Sessions rose 5.1% week on week.");
    expect(matchesFact(fact, row.text, { tableHeader: row.tableHeader, reading })).toEqual(matchesFact(fact, row.text, { tableHeader: row.tableHeader }));
    expect(matchesFact(fact, row.text, { tableHeader: row.tableHeader, reading })?.text).toBe("5.1");
  });

  it("reads no header where the file is no tool call", () => {
    const candidates = candidatesOf(new SourceFile("writer_output.txt", "Sessions rose 4.2% week on week."));
    expect([candidates.header, candidates.headerLines]).toEqual(["", 0]);
    expect(candidates.keep(0, "Sessions rose 4.2% week on week.").inputLine).toBe(false);
  });
});
