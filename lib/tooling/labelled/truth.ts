import { z } from "zod";

/** Labels whose sentences an auditor must flag: a figure invented, corrupted, or not passed on. */
export const MUST_FLAG_LABELS = ["fabricated", "near-miss", "dropped"] as const;
export const LABELS = ["supported", ...MUST_FLAG_LABELS, "unchecked"] as const;
export type Label = (typeof LABELS)[number];

const truthSource = z.object({
  figure: z.string().optional(),
  agent: z.string(),
  /** As tool_calls.jsonl's `output_file` (`calls/0001_x.txt`), or already under the agent's folder. */
  file: z.string(),
  line: z.number().int(),
  text: z.string().optional(),
});

const truthSentence = z.object({
  id: z.string(),
  text: z.string(),
  label: z.enum(LABELS),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  sources: z.array(truthSource).default([]),
  kind: z.string().optional(),
  figures: z.array(z.string()).default([]),
  breaks_at: z.string().optional(),
  note: z.string().optional(),
});

const truthFile = z.object({
  bundle: z.string().optional(),
  /** The report's path inside the archive. */
  report: z.string().optional(),
  sentences: z.array(truthSentence),
});

export type TruthSource = z.infer<typeof truthSource>;
export type TruthSentence = z.infer<typeof truthSentence>;
export type Truth = z.infer<typeof truthFile>;

/** A labelled bundle's ground truth (fixtures/labelled/README.md); bad input names the file and the field. */
export function parseTruth(text: string, file: string): Truth {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = truthFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join(".") || "the file"}: ${issue.message}`);
  }
  return parsed.data;
}

/** A truth source as a trace path, `agent/calls/NNNN_tool.txt`. */
export function sourcePath(source: TruthSource): string {
  const file = source.file.replaceAll("\\", "/");
  return file.startsWith(`${source.agent}/`) ? file : `${source.agent}/${file}`;
}

/** Whether a claim's `search_file` is the trace file a truth source names. */
export function isSourceFile(searchFile: string, source: TruthSource): boolean {
  const found = searchFile.replaceAll("\\", "/").replace(/^\.\//, "");
  const wanted = sourcePath(source);
  return found === wanted || found.endsWith(`/${wanted}`);
}
