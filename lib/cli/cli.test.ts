import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseXml } from "./testing/ci-reports";
import { runCli } from "./cli";
import { EXIT } from "./errors";
import { SMALL_REPORT, smallBundle, SUPPORTED_REPORT, zipBundle } from "./testing/small-bundle";
import { cliSession } from "./testing/cli-session";

const { dir, file, stdout, stderr } = cliSession("cairn-cli-");

const version = (JSON.parse(readFileSync(path.join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;

describe("cairn: help, version and usage errors", () => {
  it("prints the version of the package it runs from", async () => {
    expect(await runCli(["--version"])).toBe(EXIT.ok);
    expect(stdout).toEqual([version]);
  });

  it("lists the commands and exit codes on --help, and exits 2 on stderr without a command", async () => {
    expect(await runCli(["--help"])).toBe(EXIT.ok);
    expect(stdout.join("\n")).toMatch(/audit .*\n.*ingest .*\n.*push /);
    expect(stdout.join("\n")).toContain("3  the bundle cannot be read");
    expect(await runCli([])).toBe(EXIT.usage);
    expect(stderr.join("\n")).toContain("usage: cairn <command>");
  });

  it("prints one command's options for help <command> and <command> --help", async () => {
    expect(await runCli(["help", "audit"])).toBe(EXIT.ok);
    expect(await runCli(["audit", "bundle.zip", "--help"])).toBe(EXIT.ok);
    expect(stdout[0]).toBe(stdout[1]);
    expect(stdout[0]).toContain("usage: cairn audit <dir|archive> [options]");
    expect(stdout[0]).toMatch(/--junit FILE +write JUnit XML/);
    expect(await runCli(["help", "push"])).toBe(EXIT.ok);
    expect(stdout[2]).toContain("usage: cairn push <dir|archive> --server URL [options]");
  });

  it.each([
    [["bogus"], 'cairn: unknown command "bogus"'],
    [["help", "bogus"], 'cairn: unknown command "bogus"'],
    [["audit"], "cairn audit: missing <dir|archive>"],
    [["audit", "a.zip", "b.zip"], "cairn audit: expected one <dir|archive>, got 2"],
    [["audit", "a.zip", "--bogus"], "cairn audit: unknown option --bogus"],
    [["audit", "a.zip", "--format", "xml"], 'cairn audit: --format must be text or github, not "xml"'],
    [["audit", "a.zip", "--auditor", "oracle"], 'cairn audit: --auditor must be mechanical or hybrid or llm, not "oracle"'],
    [["audit", "a.zip", "--json", "--format", "github"], "cairn audit: --json and --format github both print to stdout: choose one"],
    [["push", "a.zip"], "cairn push: missing --server"],
    [["push", "a.zip", "--server", "not a url"], 'cairn push: --server must be a URL, not "not a url"'],
  ])("exits 2 for %j, naming the problem", async (argv, message) => {
    expect(await runCli(argv)).toBe(EXIT.usage);
    expect(stderr.join("\n")).toContain(message);
  });
});

describe("cairn audit", () => {
  it("exits 3 for a bundle it cannot read, naming the file and the problem", async () => {
    const missing = path.join(dir, "missing.zip");
    const notAnArchive = file("notes.zip", "just text");
    const files = smallBundle();
    files.set("trace/manifest.json", new TextEncoder().encode('{\n  "session_id": "x",\n  "agents": [,]\n}'));
    const badManifest = file("bad-manifest.zip", zipBundle(files));
    expect(await runCli(["audit", missing])).toBe(EXIT.unreadableBundle);
    expect(await runCli(["audit", notAnArchive])).toBe(EXIT.unreadableBundle);
    expect(await runCli(["audit", badManifest])).toBe(EXIT.unreadableBundle);
    expect(stderr[0]).toBe(`cairn audit: ${missing}: no such file or folder`);
    expect(stderr[1]).toMatch(/^cairn audit: Archive "notes\.zip": /);
    expect(stderr[2]).toMatch(new RegExp(`^cairn audit: ${badManifest}: trace/manifest\\.json: line 3: `));
  });

  it("exits 1 when a report figure is not found, with a JUnit failure and a GitHub error at its report lines", async () => {
    const bundle = file("small.zip", zipBundle(smallBundle()));
    const junit = path.join(dir, "reports/junit.xml");
    expect(await runCli(["audit", bundle, "--out", path.join(dir, "out"), "--junit", junit, "--format", "github"])).toBe(EXIT.failed);

    const suite = parseXml(readFileSync(junit, "utf8")).children[0];
    expect(suite.attributes).toMatchObject({ name: "trace/report.md", tests: "4", failures: "1", skipped: "2" });
    const failed = suite.children.filter((testCase) => testCase.children.some((child) => child.name === "failure"));
    expect(failed.map((testCase) => [testCase.attributes.name, testCase.children[0].attributes.message])).toEqual([
      ["line 4: Analysts expect $210 within a year.", '"$210" not found at writer->report; no near candidate'],
    ]);
    const passed = suite.children.find((testCase) => testCase.attributes.line === "3")!;
    expect(passed.children[0].text).toContain('"$187.42" found in research/calls/0000_get_price.txt line');

    const annotations = stdout.filter((line) => line.startsWith("::"));
    expect(annotations[0]).toMatch(/^::error file=trace\/report\.md,line=4,endLine=5,title=Cairn%3A figure not supported::"\$210" not found/);
    expect(annotations[1]).toContain("4 sentences: 1 ✓ supported, 1 ✗ not supported, 2 ? nothing checkable");
    expect(JSON.parse(readFileSync(path.join(dir, "out/cascade.json"), "utf8"))).toMatchObject({ all_passed: false });
  });

  it("prints each sentence's verdict (✗ with the figure, the hop and the nearest candidate, ✓ with the call line) before the hop table", async () => {
    const bundle = file("small-text.zip", zipBundle(smallBundle()));
    expect(await runCli(["audit", bundle, "--out", path.join(dir, "out-text")])).toBe(EXIT.failed);
    expect(stdout.slice(0, 7)).toEqual([
      "trace/report.md",
      "  ? line 1: ACME",
      "  ✓ line 3: ACME closed at $187.42 on Friday.",
      '      "$187.42" found in research/calls/0000_get_price.txt line 9',
      "  ✗ line 4: Analysts expect $210 within a year.",
      '      "$210" not found at writer->report; no near candidate',
      "  ? line 7: The outlook is mixed.",
    ]);
    expect(stdout[8]).toMatch(/^audit +status +found +not-found/);
  });

  it("adds the sentences to --json and, with --fail-on not-found, exits 1 exactly when a sentence is ✗", async () => {
    const bundle = file("small-json.zip", zipBundle(smallBundle()));
    expect(await runCli(["audit", bundle, "--out", path.join(dir, "out-json"), "--json", "--fail-on", "not-found"])).toBe(EXIT.failed);
    const { sentences, report } = JSON.parse(stdout[0]);
    expect(report).toBe("trace/report.md");
    expect(sentences.map((sentence: { verdict: string }) => sentence.verdict)).toEqual(["?", "✓", "✗", "?"]);
    expect(sentences[2]).toMatchObject({
      text: "Analysts expect\n$210 within a year.",
      figures: [{ claim: "$210", finding: "not-found", ownFinding: "not-found", hop: "writer->report", upstream: false, source: null, nearest: [] }],
    });
    expect(SMALL_REPORT.slice(sentences[2].start, sentences[2].end)).toBe(sentences[2].text);
    const supported = file("supported-gate.zip", zipBundle(smallBundle(SUPPORTED_REPORT)));
    expect(await runCli(["audit", supported, "--out", path.join(dir, "out-gate"), "--fail-on", "not-found"])).toBe(EXIT.ok);
  });

  it("shows, under a merged fan-in audit, what each upstream supplied and its own status", async () => {
    expect(await runCli(["audit", path.join(__dirname, "../demo/equity-research"), "--out", path.join(dir, "out-fan-in")])).toBe(EXIT.failed);
    const row = stdout.findIndex((line) => line.startsWith("fundamental+technical+macro->synthesizer "));
    expect(stdout.slice(row + 1, row + 4).map((line) => /^ {2}from (\w+): (pass|fail|empty), \d+ found, \d+ not found/.exec(line)?.[1])).toEqual(["fundamental", "technical", "macro"]);
    expect(stdout[row + 4]).toMatch(/^synthesizer->writer /);
  });

  it("exits 0 when every figure is traced to a tool call", async () => {
    const bundle = file("supported.zip", zipBundle(smallBundle(SUPPORTED_REPORT)));
    const junit = path.join(dir, "supported.xml");
    expect(await runCli(["audit", bundle, "--out", path.join(dir, "out-ok"), "--junit", junit, "--json"])).toBe(EXIT.ok);
    expect(JSON.parse(stdout[0])).toMatchObject({ allPassed: true });
    expect(parseXml(readFileSync(junit, "utf8")).attributes).toMatchObject({ failures: "0" });
  });
});
