import type { OptionSpec } from "./args";
import { COMMANDS, OPERAND, type Command } from "./commands";
import { EXIT } from "./errors";

const EXIT_HELP: Record<keyof typeof EXIT, string> = {
  ok: "done: the audit passed, the run is stored",
  failed: "the audit's gate failed, or the command could not finish (the message says why)",
  usage: "usage error: unknown command or option, missing or invalid value",
  unreadableBundle: "the bundle cannot be read: the message names the file and the problem",
};

function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

function optionLabel(option: OptionSpec): string {
  return option.value ? `--${option.name} ${option.value}` : `--${option.name}`;
}

export function usageLine(command: Command): string {
  const required = (command.required ?? []).map((name) => optionLabel(command.options.find((option) => option.name === name)!));
  return ["cairn", command.name, OPERAND, ...required, "[options]"].join(" ");
}

const exitCodes = () => ["exit codes:", ...table(Object.entries(EXIT).map(([key, code]) => [String(code), EXIT_HELP[key as keyof typeof EXIT]]))];

export function programHelp(version: string): string {
  return [
    `cairn ${version}: audit what multi-agent LLM pipelines wrote, sentence → claim → tool call`,
    "",
    "usage: cairn <command> <dir|archive> [options]",
    "",
    "commands:",
    ...table(COMMANDS.map((command) => [command.name, command.summary])),
    "",
    "  cairn help <command>   that command's options",
    "  cairn --version        the version",
    "",
    ...exitCodes(),
  ].join("\n");
}

export function commandHelp(command: Command): string {
  return [
    `usage: ${usageLine(command)}`,
    "",
    ...command.description.flatMap((paragraph) => [paragraph, ""]),
    "options:",
    ...table([...command.options.map((option): [string, string] => [optionLabel(option), option.help]), ["--help", "this help"]]),
    ...(command.environment?.length ? ["", "environment:", ...table(command.environment.map(({ name, help }) => [name, help]))] : []),
    "",
    ...exitCodes(),
  ].join("\n");
}
