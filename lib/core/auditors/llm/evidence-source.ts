import type { ClaimRecord } from "../../records";
import { agentOfFile, toolOfFile, type SourceFiles } from "./source-files";

/** Lines the evidence gate reads (spec §1.5): the first five non-empty ones, markdown quotes stripped. */
const EVIDENCE_LINES_READ = 5;

/**
 * Fills `search_file`, `search_line` and `source_agent` from the first evidence line that cites a
 * source file (and `source_tool` from a calls file when the model left it empty), so the cascade
 * can link the claim upstream and trace it to a tool call.
 */
export function attributeEvidence(record: ClaimRecord, files: SourceFiles): ClaimRecord {
  const lines = record.evidence
    .split("\n")
    .map((line) => line.trim().replace(/^[> ]+/, ""))
    .filter((line) => line !== "")
    .slice(0, EVIDENCE_LINES_READ);
  const cited = lines.map((line) => files.lineSource(line)).find((source) => source !== null);
  if (!cited) return record;
  record.search_file = cited.file;
  record.search_line = cited.line;
  record.source_agent = agentOfFile(cited.file);
  if (record.source_tool === "") record.source_tool = toolOfFile(cited.file);
  return record;
}
