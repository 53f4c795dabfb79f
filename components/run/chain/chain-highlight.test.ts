import { describe, expect, it } from "vitest";
import type { Chain, ChainHop } from "@/lib/api";
import { chainHighlight } from "./chain-highlight";

const hop = (fence: string, sources: string[], target: string, finding = "found"): ChainHop => ({
  claimId: fence,
  fence,
  target,
  sources,
  documentKind: "node_output",
  finding,
  claim: "$6.1 billion",
  claimInDocument: "",
  evidence: "",
  rawValue: "",
  searchFile: "",
  searchLine: -1,
  rejections: [],
});

const chain = (hops: ChainHop[], brokenAt: Chain["brokenAt"] = null): Chain => ({ auditId: "a", hops, source: null, brokenAt });

describe("chainHighlight", () => {
  it("lights only the fan-in edge the claim came along, and the grounding fence's node", () => {
    const lit = chainHighlight(
      chain([
        hop("writer->report", ["writer"], "report"),
        hop("fundamental+technical+macro->writer", ["fundamental", "technical", "macro"], "writer"),
        hop("fundamental/calls->fundamental", ["fundamental"], "fundamental"),
      ]),
    );
    expect([...lit.edges].sort()).toEqual(["fundamental->writer", "writer->report"]);
    expect([...lit.nodes].sort()).toEqual(["fundamental", "report", "writer"]);
  });

  it("lights every source of the last hop when the chain breaks without naming an upstream", () => {
    const lit = chainHighlight(chain([hop("a+b->c", ["a", "b"], "c", "not-found")], { fence: "a+b->c", reason: "not-found", explanation: "" }));
    expect([...lit.edges].sort()).toEqual(["a->c", "b->c"]);
  });

  it("lights only the upstream a broken chain names", () => {
    const lit = chainHighlight(chain([hop("a+b->c", ["a", "b"], "c", "not-found")], { fence: "a+b->c", reason: "not-found", upstream: "b", explanation: "" }));
    expect([...lit.edges]).toEqual(["b->c"]);
    expect(lit.nodes.has("a")).toBe(false);
  });
});
