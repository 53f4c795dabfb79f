import { describe, expect, it } from "vitest";
import type { SearchOptions } from "../records";
import { SandboxedSearch } from "./index";

/** A backend that records each call it receives. */
function recordingBackend() {
  const calls: { pattern: string; path?: string; options?: SearchOptions }[] = [];
  const backend = (pattern: string, path?: string, options?: SearchOptions) => {
    calls.push({ pattern, path, options });
    return `searched ${path}`;
  };
  return { calls, backend };
}

describe("SandboxedSearch (allowed_dirs=['tools'])", () => {
  const make = () => {
    const recorder = recordingBackend();
    return { ...recorder, sandbox: new SandboxedSearch(recorder.backend, { allowedDirs: ["tools"] }) };
  };

  it("§9.8 #59 a path inside an allowed directory passes to the backend", () => {
    const { sandbox, calls } = make();
    expect(sandbox.search("x", "tools/data.json")).toBe("searched tools/data.json");
    expect(calls).toEqual([{ pattern: "x", path: "tools/data.json", options: undefined }]);
  });

  it("§9.8 #60 a path outside every allowed directory is refused with the exact text", () => {
    const { sandbox, calls } = make();
    expect(sandbox.search("x", "trace/specialist_outputs/fund.md")).toBe(
      "ERROR: Path 'trace/specialist_outputs/fund.md' is outside the allowed search sandbox. Allowed directories: ['tools'], allowed files: [].",
    );
    expect(calls).toEqual([]);
  });

  it("§9.8 #61 a path that climbs out with .. is refused", () => {
    const { sandbox } = make();
    expect(sandbox.search("x", "tools/../secret/data.json")).toContain("outside the allowed search");
  });

  it("§9.8 #62 an empty path is refused", () => {
    const { sandbox, calls } = make();
    expect(sandbox.search("x", "")).toBe(
      "ERROR: Path '' is outside the allowed search sandbox. Allowed directories: ['tools'], allowed files: [].",
    );
    expect(sandbox.search("x")).toContain("outside the allowed search");
    expect(calls).toEqual([]);
  });

  it("§9.8 #63 an allowed file is searchable", () => {
    const { backend, calls } = recordingBackend();
    const sandbox = new SandboxedSearch(backend, { allowedDirs: ["tools"], allowedFiles: ["report.md"] });
    expect(sandbox.search("x", "report.md")).toBe("searched report.md");
    expect(sandbox.search("x", "report.md.bak")).toBe(
      "ERROR: Path 'report.md.bak' is outside the allowed search sandbox. Allowed directories: ['tools'], allowed files: ['report.md'].",
    );
    expect(calls).toHaveLength(1);
  });

  it("§9.8 #64 with no lists configured everything is allowed, even ../", () => {
    const { backend } = recordingBackend();
    const sandbox = new SandboxedSearch(backend);
    expect(sandbox.search("x", "any/path")).toBe("searched any/path");
    expect(sandbox.search("x", "../x")).toBe("searched ../x");
    expect(sandbox.search("x", "")).toBe("searched ");
  });

  it("§9.8 #65 options are forwarded to the backend unchanged", async () => {
    const { sandbox, calls } = make();
    await sandbox.search("x", "tools/a", { context: 3, caseInsensitive: true });
    expect(calls[0].options).toEqual({ context: 3, caseInsensitive: true });
  });
});

describe("SandboxedSearch path rules (§7.1)", () => {
  const sandbox = new SandboxedSearch(() => "ok", { allowedDirs: ["tools/", "./a/b"], allowedFiles: ["/abs/report.md"] });

  it("normalises the allow-lists, as the error text shows", () => {
    expect(sandbox.search("x", "elsewhere")).toBe(
      "ERROR: Path 'elsewhere' is outside the allowed search sandbox. Allowed directories: ['tools', 'a/b'], allowed files: ['/abs/report.md'].",
    );
  });

  it.each([
    ["tools", true],
    ["tools/", true],
    ["./tools/x", true],
    ["tools/../tools/x", true],
    ["a/b/c", true],
    ["/abs/report.md", true],
    ["toolsx/a", false],
    ["tools/../secret/x", false],
    ["a", false],
    ["../tools/x", false],
    ["/abs/other.md", false],
  ])("isAllowed(%j) is %s", (path, allowed) => {
    expect(sandbox.isAllowed(path)).toBe(allowed);
  });

  it("an allowed directory of '' normalises to '.', which only the path '.' matches", () => {
    const dotSandbox = new SandboxedSearch(() => "ok", { allowedDirs: [""] });
    expect(dotSandbox.isAllowed(".")).toBe(true);
    expect(dotSandbox.isAllowed("./")).toBe(true);
    expect(dotSandbox.isAllowed("tools/x")).toBe(false);
  });
});
