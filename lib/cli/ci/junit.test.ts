import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { junitXml } from "./junit";
import { figure, parseXml, reportOf, type XmlElement } from "../testing/ci-reports";

const REPORT = "# Memo\n\nRevenue was $4.6 billion.\nMargin held at 43%.\n\nThe outlook is mixed.\n";
const report = reportOf(REPORT, [
  { text: "Revenue was $4.6 billion.", verdict: "✗", figures: [figure("$4.6 billion", { finding: "not-found", hop: "research->writer", source: null, nearest: [{ text: "4.2", agent: "research", file: "research/calls/0001_sql.txt", line: 12, excerpt: "revenue_usd_bn: 4.2" }] })] },
  { text: "Margin held at 43%.", verdict: "✓", figures: [figure("43%")] },
  { text: "The outlook is mixed.", verdict: "?", figures: [] },
]);

const cases = (root: XmlElement) => root.children[0].children;

describe("junitXml", () => {
  it("has one test case per sentence, named by its report line, with totals on both suites", () => {
    const root = parseXml(junitXml(report));
    expect(root.name).toBe("testsuites");
    for (const suite of [root, root.children[0]]) expect(suite.attributes).toMatchObject({ tests: "3", failures: "1", skipped: "1", errors: "0" });
    expect(root.children[0].attributes.name).toBe("out/report.md");
    expect(cases(root).map((testCase) => [testCase.attributes.name, testCase.attributes.line, testCase.attributes.file])).toEqual([
      ["line 3: Revenue was $4.6 billion.", "3", "out/report.md"],
      ["line 4: Margin held at 43%.", "4", "out/report.md"],
      ["line 6: The outlook is mixed.", "6", "out/report.md"],
    ]);
  });

  it("fails a ✗ sentence naming the figure, the hop where it broke and the nearest candidate; skips a ? one", () => {
    const [failed, passed, skipped] = cases(parseXml(junitXml(report)));
    const failure = failed.children[0];
    expect(failure.name).toBe("failure");
    expect(failure.attributes.message).toBe('"$4.6 billion" not found at research->writer; nearest: "4.2" in research/calls/0001_sql.txt line 12');
    expect(failure.text).toContain("Revenue was $4.6 billion.");
    expect(passed.children.map((child) => [child.name, child.text])).toEqual([["system-out", '"43%" found in research/calls/0000_get_price.txt line 9']]);
    expect(skipped.children.map((child) => [child.name, child.attributes.message])).toEqual([["skipped", "no checkable figure"]]);
  });

  it("stays well-formed XML for any sentence and figure text, which reads back unchanged", () => {
    // Characters XML 1.0 cannot carry become U+FFFD; everything else must survive.
    const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), fc.string({ unit: "binary" }), (sentence, claim) => {
        const text = `x ${sentence} y`;
        const xml = junitXml(reportOf(text, [{ text, verdict: "✗", figures: [figure(claim, { finding: "not-found", source: null })] }]));
        const [testCase] = cases(parseXml(xml));
        expect(testCase.children[0].attributes.message).toBe(`"${claim.replace(notXml, "\uFFFD")}" not found at writer->report; no near candidate`);
        expect(testCase.children[0].text.startsWith(text.replace(notXml, "\uFFFD"))).toBe(true);
      }),
    );
  });
});
