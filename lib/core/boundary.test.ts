import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/core runs in the server, the CLI, tests and the browser: only lib/core/node/ may use Node.
// LangChain is a dev dependency: the LangGraph capture is duck-typed to its callback interface.
const coreRoot = path.join(__dirname);
const forbiddenImport = /from\s+["'](react|react-dom|next|next\/[^"']*|@prisma\/[^"']*|@langchain\/[^"']*|[^"']*generated[^"']*|node:[^"']*|fs|path|os|child_process|crypto|zlib|stream|@\/lib\/(server|client)[^"']*)["']/;
const forbiddenGlobal = /\b(Buffer|process|require|__dirname)\b[.(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("lib/core boundary", () => {
  const files = sourceFiles(coreRoot);

  it("has framework-free modules to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(coreRoot, file), file]))("%s imports no framework or Node module", (_name, file) => {
    const text = readFileSync(file, "utf8");
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(forbiddenImport);
    expect(code).not.toMatch(forbiddenGlobal);
  });
});
