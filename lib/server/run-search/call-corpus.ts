import { MemorySearchBackend, compileSearchPattern, literalPattern } from "@/lib/core/search";
import type { RunSearchAgentDto, RunSearchCallDto, RunSearchCorpusDto, RunSearchDto } from "@/lib/api/run-search";
import type { CallTextFile } from "../repos/trace-files";
import { lineSnippet } from "./line-snippet";

/** A search holds the event loop while it scans: a pathological regex is cut off well before the UI gives up. */
const SEARCH_BUDGET_MS = 2000;

/**
 * A run's tool-call texts held in one MemorySearchBackend (built once, searched many times), with
 * which call each file and line belongs to, so hits come back grouped by agent and call.
 */
export class CallCorpus {
  private readonly backend: MemorySearchBackend;
  private readonly files: Map<string, CallTextFile>;
  /** Code units held, for the cache's budget. */
  readonly size: number;
  readonly covers: RunSearchCorpusDto;

  constructor(files: readonly CallTextFile[]) {
    this.files = new Map(files.map((file) => [file.path, file]));
    this.backend = new MemorySearchBackend(
      files.map((file) => [file.path, file.text] as const),
      { timeBudgetMs: SEARCH_BUDGET_MS },
    );
    this.size = files.reduce((sum, file) => sum + file.text.length, 0);
    this.covers = { calls: files.reduce((sum, file) => sum + file.calls.length, 0), bytes: files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0) };
  }

  /** Throws RegexPatternError for a regex ripgrep refuses, SearchTimeout past the time budget. */
  search(q: string, regex: boolean, maxLines: number): RunSearchDto {
    const pattern = regex ? q : literalPattern(q);
    // Case-insensitive as the UI promises; the compiled pattern is the search's own (a cache hit), to say where each line matched.
    const { hits, truncated } = this.backend.findLines(pattern, { caseInsensitive: true, limit: maxLines });
    const matcher = compileSearchPattern(pattern, true);
    const agents = new Map<string, { position: number; calls: Map<string, RunSearchCallDto> }>();
    for (const hit of hits) {
      const file = this.files.get(hit.path);
      if (!file) continue;
      const call = file.calls.find((candidate) => hit.line >= candidate.lineStart && hit.line <= candidate.lineEnd) ?? file.calls[0];
      let agent = agents.get(file.agent.name);
      if (!agent) agents.set(file.agent.name, (agent = { position: file.agent.position, calls: new Map() }));
      let group = agent.calls.get(call.id);
      if (!group) agent.calls.set(call.id, (group = { callId: call.id, seq: call.seq, tool: call.tool, path: file.path, lines: [] }));
      group.lines.push({ line: hit.line, ...lineSnippet(hit.text, matcher.pattern.spans(hit.text)) });
    }
    const grouped: RunSearchAgentDto[] = [...agents]
      .sort(([nameA, a], [nameB, b]) => a.position - b.position || nameA.localeCompare(nameB))
      .map(([name, agent]) => ({ agent: name, calls: [...agent.calls.values()].sort((a, b) => a.seq - b.seq) }));
    return { q, regex, matches: hits.length, truncated, agents: grouped };
  }
}
