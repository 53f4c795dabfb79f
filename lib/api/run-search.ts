import { z } from "zod";

/** "Search this run": every tool call's flat text searched at once (GET /api/runs/:runId/search). */

export const runSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((text) => !/[\r\n]/.test(text), "one line of text"),
  /** `1`: q is a ripgrep (Rust) regex; otherwise it is searched as written. */
  regex: z
    .enum(["0", "1"])
    .default("0")
    .transform((flag) => flag === "1"),
});
export type RunSearchQuery = z.infer<typeof runSearchQuery>;

/** One matching line of a call's flat text; `text` is cut around the match when the line is long. */
export interface RunSearchLineDto {
  line: number;
  text: string;
  /** Where the search matched in `text`: [start, end) UTF-16 offsets, in order (a regex's too: the browser cannot run ripgrep's syntax). */
  marks: [number, number][];
}

export interface RunSearchCallDto {
  callId: string;
  seq: number;
  tool: string;
  /** The trace file holding the call's flat text; `lines` are numbered in it. */
  path: string;
  lines: RunSearchLineDto[];
}

export interface RunSearchAgentDto {
  agent: string;
  calls: RunSearchCallDto[];
}

export interface RunSearchDto {
  q: string;
  regex: boolean;
  /** Matching lines answered, across every agent. */
  matches: number;
  /** More lines match than the answer holds (RUN_SEARCH_MAX_LINES). */
  truncated: boolean;
  /** Agents in manifest order, their calls in `seq` order. */
  agents: RunSearchAgentDto[];
}

/** What a run search covers (GET /api/runs/:runId/search/corpus); asking builds it, so a search typed next starts at once. */
export interface RunSearchCorpusDto {
  /** Tool calls whose flat text is searched. */
  calls: number;
  /** Size of the text searched, in UTF-8 bytes. */
  bytes: number;
}

/** Lines a run search answers at most: past it the answer says it truncated. */
export const RUN_SEARCH_MAX_LINES = 1000;
