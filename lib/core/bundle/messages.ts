import { z } from "zod";
import { MessageOrigin } from "../envelope";
import { readJsonLines, type JsonLinesResult } from "./json-lines";
import { pyInt, pyNumber } from "./py-schemas";

/** One line of the optional `{agent}/messages.jsonl` [Cairn]: a message that entered the agent. */
export interface MessageRecord {
  seq: number;
  origin: MessageOrigin;
  /** The sending agent for inter-agent messages, else "". */
  source: string;
  content: string;
  timestamp: number;
}

const messageSchema: z.ZodType<MessageRecord> = z.object({
  seq: pyInt,
  origin: z.enum(MessageOrigin),
  source: z.string().default(""),
  content: z.string(),
  timestamp: pyNumber,
});

export function parseMessages(text: string, file: string): JsonLinesResult<MessageRecord> {
  return readJsonLines(text, file, messageSchema, "message record");
}
