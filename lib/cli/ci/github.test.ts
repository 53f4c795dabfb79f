import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { githubAnnotations } from "./github";
import { figure, reportOf } from "../testing/ci-reports";

const REPORT = "# Memo\n\nRevenue was\n$4.6 billion.\nMargin held at 43%.\n";
const notFound = figure("$4.6 billion", { finding: "not-found", source: null });

/** GitHub's runner reads `::name k=v,k=v::message`; this undoes its encoding as the runner does. */
function readCommand(line: string) {
  const match = /^::(\w+) ([^:]*)::(.*)$/s.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const decode = (value: string) => value.replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
  // The runner splits a property at its first "=", which needs no escaping after it.
  const properties = Object.fromEntries(match[2].split(",").map((pair) => [pair.slice(0, pair.indexOf("=")), decode(pair.slice(pair.indexOf("=") + 1))]));
  return { name: match[1], properties, message: decode(match[3]) };
}

describe("githubAnnotations", () => {
  it("puts an error on the report lines of every ✗ sentence and ends with a notice of the totals", () => {
    const lines = githubAnnotations(
      reportOf(REPORT, [
        { text: "Revenue was\n$4.6 billion.", verdict: "✗", figures: [notFound, figure("Revenue")] },
        { text: "Margin held at 43%.", verdict: "✓", figures: [figure("43%")] },
      ]),
    );
    expect(lines.map(readCommand)).toEqual([
      {
        name: "error",
        properties: { file: "out/report.md", line: "3", endLine: "4", title: "Cairn: figure not supported" },
        message: '"$4.6 billion" not found at writer->report; no near candidate\nRevenue was\n$4.6 billion.',
      },
      { name: "notice", properties: { file: "out/report.md", title: "Cairn audit" }, message: "2 sentences: 1 ✓ supported, 1 ✗ not supported, 0 ? nothing checkable" },
    ]);
  });

  it("keeps every annotation on one line, whatever the report's text and path", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (claim, path) => {
        const text = `Figure ${claim} here.`;
        const [error] = githubAnnotations({ ...reportOf(text, [{ text, verdict: "✗", figures: [figure(claim, { finding: "not-found", source: null })] }]), path });
        expect(error).not.toMatch(/[\r\n]/);
        const command = readCommand(error);
        expect(command.properties.file).toBe(path);
        expect(command.message).toBe(`"${claim}" not found at writer->report; no near candidate\n${text}`);
      }),
    );
  });
});
