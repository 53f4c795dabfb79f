import { describe, expect, it } from "vitest";
import { formatManifest, parseManifest } from ".";

const GUIDANCE =
  "Use the search tool to find evidence for each claim. Search for specific values, names, or facts. Do not attempt to read entire files.";

describe("formatManifest", () => {
  it("§8.5 reproduces the spec layout exactly", () => {
    const manifest = parseManifest(
      JSON.stringify({
        agents: {
          research: {
            tool_calls: 4,
            tool_counts: { get_income: 1, sql_query: 1, list_tool: 1, "bad/tool": 1 },
            artifacts: ["analysis.md"],
            trace_dir: "research/",
          },
          writer: { tool_calls: 1, tool_counts: { fmt: 1 }, trace_dir: "writer/" },
        },
        dependencies: { writer: ["research"] },
      }),
      "manifest.json",
    );
    expect(formatManifest(manifest)).toBe(
      [
        "Available trace data from the production pipeline:",
        "- research/ (4 tool calls: get_income x1, sql_query x1, list_tool x1, bad/tool x1)",
        "  Artifact: research/analysis.md",
        "- writer/ (1 tool calls: fmt x1)",
        "",
        "Pipeline flow: research -> writer",
        "",
        GUIDANCE,
      ].join("\n"),
    );
  });

  it("#85 lists counts per tool and the artifact path", () => {
    const text = formatManifest({
      agents: { research: { tool_calls: 15, tool_counts: { search: 10, record: 5 }, artifacts: ["analysis.md"], trace_dir: "research" } },
    });
    expect(text).toContain("15 tool calls");
    expect(text).toContain("search x10");
    expect(text).toContain("record x5");
    expect(text).toContain("Artifact: research/analysis.md");
  });

  it("#86 orders the flow by dependencies, in manifest order rather than set order", () => {
    const text = formatManifest({
      agents: { writer: {}, analysis: {}, research: {} },
      dependencies: { analysis: ["research"], writer: ["analysis"] },
    });
    expect(text).toContain("Pipeline flow: research -> analysis -> writer\n");
    expect(
      formatManifest({ agents: { d: {}, b: {}, a: {}, c: {} }, dependencies: { d: ["a", "b"], b: ["a"], c: ["ghost"] } }),
    ).toContain("Pipeline flow: a -> b -> d -> c\n");
  });

  it("#87 an empty manifest still names the flow, with an empty agent block", () => {
    const text = formatManifest({});
    expect(text).toContain("Pipeline flow:");
    expect(text).toBe(`Available trace data from the production pipeline:\n\n\nPipeline flow: \n\n${GUIDANCE}`);
  });

  it("prints an agent without tool counts as a bare count", () => {
    expect(formatManifest({ agents: { idle: { tool_calls: 0 } } })).toContain("- idle/ (0 tool calls)\n");
  });
});
