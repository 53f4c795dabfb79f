import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryFileSink, Snapshot, type FileSink } from "../snapshot";
import { FsFileSink } from "./fs-sink";

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One small pipeline, written identically into whichever sink it is given. */
function writeBundle(root: string, sink: FileSink): void {
  const snap = new Snapshot(root, sink, { sessionId: "20260531_083000_abcd1234", now: () => 1780216200.5 });
  snap.record("research", "get_price", { ticker: "ACME" }, { price: 187.42 }, 12);
  snap.record("research", "download", {}, new Uint8Array([0, 255, 1]), 3);
  snap.record("research", "get_price", { ticker: "ZZZ" }, null, 1, "error", "not found: ZZZ");
  snap.saveArtifact("research", "Données ✓", "notes.md");
  snap.recordMessage("writer", { origin: "inter_agent", source: "research", content: "notes" });
  snap.declareDependency("writer", "research");
  snap.finalize();
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

describe("FsFileSink", () => {
  it("writes the same bytes as the MemoryFileSink, and the eager calls/ folders", () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), "cairn-snapshot-")), "trace");
    created.push(path.dirname(root));
    writeBundle(root, new FsFileSink());
    const memory = new MemoryFileSink();
    writeBundle("mem", memory);

    const onDisk = listFiles(root).sort();
    expect(onDisk).toEqual(memory.paths().map((p) => p.slice("mem/".length)).sort());
    for (const file of onDisk) {
      expect(Buffer.from(memory.read(`mem/${file}`)!).equals(readFileSync(path.join(root, file))), file).toBe(true);
    }
    expect(statSync(path.join(root, "writer/calls")).isDirectory()).toBe(true);
  });

  it("appends to an existing file and replaces on writeFile", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cairn-sink-"));
    created.push(dir);
    const sink = new FsFileSink();
    sink.mkdir(path.join(dir, "a/b"));
    sink.appendFile(path.join(dir, "a/b/log.jsonl"), "1\n");
    sink.appendFile(path.join(dir, "a/b/log.jsonl"), "2\n");
    sink.writeFile(path.join(dir, "a/b/x.txt"), "old");
    sink.writeFile(path.join(dir, "a/b/x.txt"), "new");
    expect(readFileSync(path.join(dir, "a/b/log.jsonl"), "utf8")).toBe("1\n2\n");
    expect(readFileSync(path.join(dir, "a/b/x.txt"), "utf8")).toBe("new");
  });
});
