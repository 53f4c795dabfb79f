/**
 * Finds text aimed at a model rather than at a reader: attempts to override instructions, chat
 * role markers, fake tool calls, demands to call tools or to reveal secrets. The patterns are few
 * and anchored on phrasings that ordinary finance, science or engineering prose does not use, so a
 * hit is worth a reviewer's look; the scanner flags, it never decides.
 */

export type InstructionKind = "override" | "role-marker" | "fake-tool-call" | "tool-demand" | "secret-request";

export interface InstructionMatch {
  kind: InstructionKind;
  /** UTF-16 offsets into the scanned text; `text === scanned.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
}

interface InstructionPattern {
  kind: InstructionKind;
  pattern: RegExp;
}

const QUALIFIER = String.raw`(?:all|any|every|the|your|my|these|those|previous|prior|above|earlier|preceding|original|existing|system|current)`;
const RULES = String.raw`(?:instructions?|prompts?|rules|directives|guidelines|guardrails|constraints)`;
const SECRET = String.raw`(?:system\s+prompt|(?:hidden\s+|initial\s+)?instructions|api[\s_-]?keys?|secret(?:\s+keys?)?s?|passwords?|credentials|access\s+tokens?|env(?:ironment)?\s+variables)`;

const PATTERNS: readonly InstructionPattern[] = [
  // "ignore previous instructions", "disregard all of the above rules", "forget your instructions"
  { kind: "override", pattern: new RegExp(String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:of\s+)?${QUALIFIER}\s+){1,3}${RULES}`, "giu") },
  { kind: "override", pattern: /\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+)?(?:of\s+)?(?:the\s+)?above\b/giu },
  { kind: "override", pattern: /\bnew\s+(?:system\s+)?instructions\s*:/giu },
  { kind: "override", pattern: /\byou\s+are\s+now\s+(?:in\s+)?(?:a|an|the|DAN|developer|jailbreak|unrestricted)\b/giu },
  { kind: "override", pattern: /\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must|should)\b/giu },
  // chat-template tokens and role headers that only mean something to a model
  { kind: "role-marker", pattern: /<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id)\|>/giu },
  { kind: "role-marker", pattern: /\[\/?INST\]|<<\/?SYS>>/gu },
  { kind: "role-marker", pattern: /^[ \t]*#{2,4}[ \t]*(?:system|instruction|instructions|system prompt)[ \t]*:?[ \t]*$/gimu },
  { kind: "role-marker", pattern: /^[ \t]*(?:system|assistant|developer)[ \t]*:[ \t]+\S/gimu },
  { kind: "role-marker", pattern: /<\/?(?:system|system_prompt|instructions)>/giu },
  // fake tool calls: OpenAI-style JSON, or XML-style tags some models emit
  { kind: "fake-tool-call", pattern: /"tool_calls"\s*:\s*\[|"function_call"\s*:\s*\{/gu },
  { kind: "fake-tool-call", pattern: /\{\s*"name"\s*:\s*"[^"\n]{1,64}"\s*,\s*"(?:arguments|parameters)"\s*:/gu },
  { kind: "fake-tool-call", pattern: /<\/?(?:tool_call|function_call|tool_use)>/giu },
  // demands aimed at an agent with tools
  { kind: "tool-demand", pattern: /\b(?:you\s+(?:must|should|need\s+to)\s+|now\s+|please\s+)?(?:call|invoke|execute)\s+(?:the\s+)?[`'"]?[A-Za-z_][\w.-]{0,40}[`'"]?\s+(?:tool|function)\b/giu },
  { kind: "tool-demand", pattern: /\b(?:record|mark|report|verify|label)\s+(?:every|all|each)(?:\s+of\s+the)?\s+claims?\s+as\s+(?:found|verified|true|correct|supported|passed)\b/giu },
  { kind: "secret-request", pattern: new RegExp(String.raw`\b(?:reveal|print|show|output|repeat|send|leak|disclose|dump|exfiltrate)\s+(?:me\s+)?(?:(?:your|the|all|any|its)\s+)?(?:\w+\s+){0,2}?${SECRET}\b`, "giu") },
];

/**
 * One pass that any hit of any pattern above must also match: each pattern needs one of these
 * words or tokens. Most trace text (tables of figures) has none, so the sixteen full passes run
 * only where they can find something: ingest scans every file of a bundle.
 * Written in lower case and run without flags over the lowercased text: a case-insensitive Unicode
 * regex (flags "iu") over every byte of a bundle was most of ingest's time.
 */
const CANDIDATE = new RegExp(
  [
    String.raw`ignore|disregard|forget|override|bypass|instruction|system|assistant|developer|claim|secret|password|credential|prompt`,
    String.raw`you\s+are\s+now|from\s+now\s+on|<\||\[\/?inst\]|<<\/?sys>>`,
    String.raw`"tool_calls"|"function_call"|"arguments"|"parameters"|<\/?(?:tool_call|function_call|tool_use)>|\b(?:tool|function)\b`,
    String.raw`api[\s_-]?key|access\s+token|env(?:ironment)?\s+variable`,
  ].join("|"),
);

/**
 * Where lowercasing and the patterns' "iu" case folding disagree: "ſ" (U+017F) folds to "s" but
 * lowercases to itself, and "İ" (U+0130) lowercases to two characters, which can move a word
 * boundary. Every other character that folds to an ASCII letter lowercases to it too, so without
 * these two the prefilter finds exactly what the "iu" patterns could; with them it is skipped.
 */
const FOLDS_UNLIKE_LOWERCASE = /[\u017f\u0130]/;

function mayHoldInstructions(text: string): boolean {
  return FOLDS_UNLIKE_LOWERCASE.test(text) || CANDIDATE.test(text.toLowerCase());
}

/** Every instruction-like span in `text`, in text order; overlapping hits of one kind are merged. */
export function scanInstructions(text: string): InstructionMatch[] {
  if (!mayHoldInstructions(text)) return [];
  const hits: InstructionMatch[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      hits.push({ kind, start, end: start + match[0].length, text: match[0] });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: InstructionMatch[] = [];
  for (const hit of hits) {
    const last = merged.findLast((kept) => kept.kind === hit.kind);
    if (last && hit.start < last.end) {
      if (hit.end > last.end) {
        last.end = hit.end;
        last.text = text.slice(last.start, last.end);
      }
      continue;
    }
    merged.push({ ...hit });
  }
  return merged;
}
