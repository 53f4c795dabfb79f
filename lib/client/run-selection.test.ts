import { describe, expect, it } from "vitest";
import { escapeSelection, readRunSelection } from "./run-selection";

const at = (search: string) => readRunSelection(new URLSearchParams(search));

describe("escapeSelection", () => {
  it("closes a claim's chain back to the report, keeping the report open", () => {
    expect(escapeSelection(at("?panel=report&claim=c-7"))).toEqual({ panel: "report" });
    expect(escapeSelection(at("?claim=c-7"))).toEqual({ panel: "report" });
  });

  it("closes a call or a file back to its node's list, keeping the tool filter", () => {
    expect(escapeSelection(at("?node=writer&tool=search&call=call-3&line=4"))).toEqual({ node: "writer", tool: "search" });
    expect(escapeSelection(at("?node=writer&file=notes.md&find=x"))).toEqual({ node: "writer", tool: null });
  });

  it("closes the report, a node, an edge or the search panel", () => {
    for (const search of ["?panel=report", "?node=writer", "?edge=a-%3Eb", "?panel=search&find=x", ""]) expect(escapeSelection(at(search)), search).toEqual({});
  });
});
