import type { Db } from "../db";
import type { TraceLinesDto, TraceLinesQuery } from "@/lib/api/run-view";

/** Stored trace texts read a window of lines at a time, so long tool outputs load lazily. */

const MAX_MATCHES = 5000;

/** Lines split the way editors number them: a trailing newline does not open an extra line. */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

export function matchingLines(lines: readonly string[], query: string): { lines: number[]; truncated: boolean } {
  const needle = query.toLowerCase();
  const found: number[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index].toLowerCase().includes(needle)) continue;
    if (found.length === MAX_MATCHES) return { lines: found, truncated: true };
    found.push(index + 1);
  }
  return { lines: found, truncated: false };
}

/** Null when the run holds no file at that path. */
export async function readTraceLines(db: Db, runId: string, query: TraceLinesQuery): Promise<TraceLinesDto | null> {
  const file = await db.traceFile.findUnique({ where: { runId_path: { runId, path: query.path } } });
  if (!file) return null;
  const lines = splitLines(file.text);
  return {
    path: file.path,
    kind: file.kind,
    bytes: file.bytes,
    totalLines: lines.length,
    from: query.from,
    lines: lines.slice(query.from - 1, query.from - 1 + query.lines),
    ...(query.q ? { matches: matchingLines(lines, query.q) } : {}),
  };
}

/** A tool call's flat text file and the calls whose lines it holds, for the run search. */
export interface CallTextFile {
  path: string;
  text: string;
  agent: { name: string; position: number };
  calls: { id: string; seq: number; tool: string; lineStart: number; lineEnd: number }[];
}

/** Every tool-call text file of a run, with its calls (three flat reads: a nested one passes every id as a parameter). */
export async function readCallTexts(db: Db, runId: string): Promise<CallTextFile[]> {
  const [files, calls, agents] = await Promise.all([
    db.traceFile.findMany({ where: { runId, kind: "call" }, select: { id: true, path: true, text: true } }),
    db.toolCall.findMany({
      where: { runId, traceFileId: { not: null } },
      select: { id: true, seq: true, tool: true, lineStart: true, lineEnd: true, traceFileId: true, agentId: true },
      orderBy: { seq: "asc" },
    }),
    db.agent.findMany({ where: { runId }, select: { id: true, name: true, position: true } }),
  ]);
  const agentById = new Map(agents.map((agent) => [agent.id, { name: agent.name, position: agent.position }]));
  const byFile = new Map<string, { agentId: string; calls: CallTextFile["calls"] }>();
  for (const { traceFileId, agentId, ...call } of calls) {
    const entry = byFile.get(traceFileId!) ?? { agentId, calls: [] };
    entry.calls.push(call);
    byFile.set(traceFileId!, entry);
  }
  return files.flatMap(({ id, path, text }) => {
    const entry = byFile.get(id);
    const agent = entry && agentById.get(entry.agentId);
    return entry && agent ? [{ path, text, agent, calls: entry.calls }] : [];
  });
}
