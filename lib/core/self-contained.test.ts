import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A clone with nothing beside it must pass every tier: no file of the project may reach for a path
// outside it (the samples once sat in a folder beside one checkout and nobody else's).
const projectRoot = path.resolve(__dirname, "../..");

const SHARED_FOLDER = /\.\.[/\\]shared\b|["'`]\.\.["'`]\s*,\s*["'`]shared["'`]/g;
// A path built from a base whose place is known (the project root, or the file's own folder) and literal segments.
const PATH_CALL = /\b(?:join|resolve)\(\s*(__dirname|import\.meta\.dirname|dirname\(fileURLToPath\(import\.meta\.url\)\)|process\.cwd\(\)|ROOT|root|repoRoot|projectRoot)((?:\s*,\s*(?:"[^"]*"|'[^']*'))+)\s*\)/g;
const URL_CALL = /\bnew URL\(\s*(?:"([^"]*)"|'([^']*)')\s*,\s*(?:import\.meta\.url|`file:\/\/\$\{__dirname\}\/`)\s*\)/g;
const ROOT_BASES = new Set(["process.cwd()", "ROOT", "root", "repoRoot", "projectRoot"]);

/** Whether going down `segments` from `depth` folders below the root ever climbs above it. */
function climbsOut(depth: number, segments: string[]): boolean {
  for (const segment of segments.flatMap((literal) => literal.split(/[/\\]/))) {
    if (segment === "..") depth--;
    else if (segment !== "." && segment !== "") depth++;
    if (depth < 0) return true;
  }
  return false;
}

/** Each place where `text` (the file `file`, relative to `root`) names a path outside the project. */
function pathsOutsideProject(file: string, text: string, root: string): string[] {
  const depth = file.split("/").length - 1;
  const found = [...text.matchAll(SHARED_FOLDER)].map((match) => match[0]);
  for (const [call, base, args] of text.matchAll(PATH_CALL)) {
    const segments = [...args.matchAll(/"([^"]*)"|'([^']*)'/g)].map((match) => match[1] ?? match[2]);
    if (climbsOut(ROOT_BASES.has(base) ? 0 : depth, segments)) found.push(call);
  }
  for (const match of text.matchAll(URL_CALL)) if (climbsOut(depth, [match[1] ?? match[2]])) found.push(match[0]);
  // An absolute path into the folder that holds the project: a sibling of it, or that folder itself.
  const parent = path.dirname(root);
  if (parent !== path.parse(parent).root) {
    const beside = new RegExp(`${parent.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(?!${path.basename(root)}\\b)[\\w.-]+`, "g");
    found.push(...[...text.matchAll(beside)].map((match) => match[0]));
  }
  return found;
}

describe("pathsOutsideProject", () => {
  const root = "/work/cairn";
  // Spelled through a constant so that this file, too, never names the folder the samples came from.
  const sibling = "shared";

  it.each([
    ["e2e/runs.spec.ts", `const samples = path.join(process.cwd(), "..", "${sibling}", "samples");`],
    ["lib/core/node/zlib-codec.test.ts", `const samples = path.resolve(__dirname, "../../../../${sibling}/samples");`],
    ["lib/core/facts/x.test.ts", 'const bundle = join(__dirname, "../../../../elsewhere/clinical_summary");'],
    ["lib/core/sentences/x.test.ts", 'readFileSync(new URL("../../../../data/report.md", `file://${__dirname}/`), "utf8")'],
    ["lib/cli/cairn.mjs", 'const up = join(dirname(fileURLToPath(import.meta.url)), "../../..");'],
    ["lib/server/x.test.ts", 'readFileSync(path.join(ROOT, "..", "samples", "minimal.zip"))'],
    ["lib/core/snapshot/x.test.ts", `const SAMPLES = "/work/${sibling}/samples";`],
  ])("flags %s: %s", (file, line) => {
    expect(pathsOutsideProject(file, line, root)).not.toEqual([]);
  });

  it.each([
    ["lib/core/provenance/x.test.ts", 'const repoRoot = path.resolve(__dirname, "../../..");'],
    ["bench/search/index.ts", 'const output = path.join(__dirname, "..", "results", "search.json");'],
    ["lib/server/db/generate-clients.mjs", 'const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");'],
    ["lib/core/archive/x.test.ts", 'const unsafeNames = ["../evil.txt", "run/../../evil.txt", "/etc/passwd"];'],
    ["lib/server/x.ts", 'const file = path.join(process.cwd(), "prisma/migrations"); // see /work/cairn/README.md'],
    ["playwright.config.ts", 'const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";'],
  ])("leaves %s alone: %s", (file, line) => {
    expect(pathsOutsideProject(file, line, root)).toEqual([]);
  });
});

describe("the project is self-contained", () => {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(path.join(projectRoot, file)))
    // This file's examples name such paths on purpose.
    .filter((file) => file !== path.relative(projectRoot, __filename));

  it("has the project's files to check", () => {
    expect(files).toContain("package.json");
    expect(files).toContain("lib/core/boundary.test.ts");
  });

  it("names no path outside the project in any file", () => {
    const offending = files.flatMap((file) => {
      const bytes = readFileSync(path.join(projectRoot, file));
      if (bytes.includes(0)) return [];
      return pathsOutsideProject(file, bytes.toString("utf8"), projectRoot).map((found) => `${file}: ${found}`);
    });
    expect(offending).toEqual([]);
  });
});
