import type { AuditorKind } from "@/lib/server/audits/auditors";
import type { OptionSpec } from "../args";

export type Options = Record<string, string | true>;

/** What a command's module exports; loaded only when that command runs. */
export interface CommandModule {
  run(target: string, options: Options): Promise<number>;
}

/** The one operand every command takes: the bundle, as a folder or an archive. */
export const OPERAND = "<dir|archive>";

export interface Command {
  name: string;
  summary: string;
  /** Paragraphs of `cairn help <command>`. */
  description: string[];
  options: readonly OptionSpec[];
  /** Required options, also named in the usage line. */
  required?: readonly string[];
  environment?: readonly { name: string; help: string }[];
  /** A dynamic import, so `--help` and the other commands never load this one's dependencies. */
  load(): Promise<CommandModule>;
}

// Type-checked against the auditors' own list without importing it (that would load the auditors).
const AUDITORS = {
  mechanical: "deterministic, offline, no model (default)",
  hybrid: "mechanical first, a model for the sentences it leaves unchecked",
  llm: "a model checks every hop",
} satisfies Record<AuditorKind, string>;

const JSON_OPTION: OptionSpec = { name: "json", help: "print the result as one JSON object on stdout" };
const NAME_OPTION: OptionSpec = { name: "name", value: "NAME", help: "the run's name (default: the bundle's file or folder name)" };
const DUPLICATE_OPTION: OptionSpec = { name: "allow-duplicate", help: "store another copy of a bundle that is already stored" };

export const COMMANDS: readonly Command[] = [
  {
    name: "audit",
    summary: "audit a bundle's claims hop by hop, without a server; gate a pipeline in CI",
    description: [
      "Runs the same cascade the server runs: every hop of the agent DAG, the report against what reached it, each agent against its own tool calls. Writes cascade.json, claims.jsonl and enforcement_log.jsonl.",
      "Prints the report's sentences with their verdicts: ✓ with the tool call file and line each figure's chain ends on; ✗ with the figure not found, the hop where its chain breaks (upstream when the report copied it faithfully) and the nearest candidate in that hop's sources; ? when the sentence has nothing checkable. Then a table per audit (hop).",
      "With --baseline, then prints what changed since that audit: sentences whose verdict changed (matched by text, then by position; how many could not be matched), figures that appeared or disappeared, edges whose status flipped.",
      "Exits 1 when the cascade fails, so a CI job fails with it; with --fail-on not-found, exits 1 exactly when a report sentence is ✗; with --fail-on new-not-found, exactly when a sentence became ✗ that was not ✗ in the baseline (the nightly regression gate). --json adds the baseline diff as `baseline`, and the sentences (text, start, end, verdict, figures: claim, finding, hop, source, nearest); --junit and --format github put each sentence's verdict where CI shows it.",
    ],
    options: [
      JSON_OPTION,
      { name: "out", value: "DIR", help: "where the audit files go (default: ./cairn-audit)" },
      { name: "fail-on", value: "not-found|new-not-found", choices: ["not-found", "new-not-found"], help: "gate on the report: not-found exits 1 when any report sentence is ✗, else 0 (without a report, as without this option); new-not-found (with --baseline) exits 1 only when a sentence is ✗ that was not ✗ in the baseline" },
      { name: "baseline", value: "FILE", help: "an earlier audit (claims.jsonl, or an audit zip: the dashboard's export or a zipped cairn-audit folder) to print what changed against: sentence verdicts, figures, edge statuses" },
      { name: "auditor", value: "KIND", choices: Object.keys(AUDITORS), help: Object.entries(AUDITORS).map(([kind, help]) => `${kind}: ${help}`).join("; ") },
      { name: "junit", value: "FILE", help: "write JUnit XML: one test case per report sentence, ✗ a failure, ? skipped" },
      { name: "format", value: "text|github", choices: ["text", "github"], help: "github: also print a GitHub Actions error annotation at the report line of every ✗ sentence" },
    ],
    environment: [{ name: "CAIRN_LLM_BASE_URL, CAIRN_LLM_MODEL, CAIRN_LLM_API_KEY", help: "the OpenAI-compatible endpoint of the hybrid and llm auditors" }],
    load: () => import("./audit"),
  },
  {
    name: "ingest",
    summary: "store a bundle in the database DATABASE_URL names",
    description: ["Migrates the database first. Stores everything or nothing: a bundle that cannot be read leaves the database as it was. A bundle stored before is not stored again (exit 0, its run named)."],
    options: [JSON_OPTION, NAME_OPTION, { name: "report", value: "PATH", help: "the final report's path in the bundle, when it is not report.md or report.txt" }, DUPLICATE_OPTION],
    environment: [{ name: "DATABASE_URL", help: "file:PATH (SQLite, default file:data/cairn.db) or postgresql://…[?schema=…]" }],
    load: () => import("./ingest"),
  },
  {
    name: "push",
    summary: "upload a bundle to a running Cairn and print the run's URL",
    description: ["Sends the archive, or the folder's files, to the server's upload API; the server checks and stores it as the dashboard's upload does."],
    options: [
      { name: "server", value: "URL", help: "the Cairn to upload to, e.g. https://cairn.example.com" },
      JSON_OPTION,
      NAME_OPTION,
      { name: "token", value: "TOKEN", help: "the server's admin token (default: $CAIRN_ADMIN_TOKEN)" },
      DUPLICATE_OPTION,
    ],
    required: ["server"],
    environment: [{ name: "CAIRN_ADMIN_TOKEN", help: "sent as a bearer token when --token is not given" }],
    load: () => import("./push"),
  },
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
