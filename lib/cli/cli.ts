import { asksForHelp, parseArgs } from "./args";
import { findCommand, OPERAND, type Command } from "./commands";
import { EXIT, exitCodeOf, UsageError } from "./errors";
import { commandHelp, programHelp, usageLine } from "./help";
import { packageVersion } from "./package-root";

function usageError(command: Command | undefined, message: string): number {
  const hint = command ? `usage: ${usageLine(command)}\nrun "cairn help ${command.name}" for its options` : 'run "cairn --help" for the commands';
  console.error(`cairn${command ? ` ${command.name}` : ""}: ${message}\n${hint}`);
  return EXIT.usage;
}

function checkedArgs(command: Command, argv: readonly string[]): { target: string; options: Record<string, string | true> } {
  const { positionals, options } = parseArgs(argv, command.options);
  if (positionals.length !== 1) throw new UsageError(positionals.length ? `expected one ${OPERAND}, got ${positionals.length}` : `missing ${OPERAND}`);
  const missing = (command.required ?? []).filter((name) => options[name] === undefined);
  if (missing.length) throw new UsageError(`missing ${missing.map((name) => `--${name}`).join(", ")}`);
  return { target: positionals[0], options };
}

/**
 * `cairn <command> …` → exit code. Help, the version and argument errors are answered before a
 * command's module is loaded, so they cost only Node's own start.
 */
export async function runCli(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-v") {
    console.log(packageVersion());
    return EXIT.ok;
  }
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? rest[0] : undefined;
    if (topic === undefined) {
      (name === undefined ? console.error : console.log)(programHelp(packageVersion()));
      return name === undefined ? EXIT.usage : EXIT.ok;
    }
    const command = findCommand(topic);
    if (!command) return usageError(undefined, `unknown command "${topic}"`);
    console.log(commandHelp(command));
    return EXIT.ok;
  }
  const command = findCommand(name);
  if (!command) return usageError(undefined, name.startsWith("-") ? `unknown option ${name}` : `unknown command "${name}"`);
  if (asksForHelp(rest)) {
    console.log(commandHelp(command));
    return EXIT.ok;
  }
  try {
    const { target, options } = checkedArgs(command, rest);
    return await (await command.load()).run(target, options);
  } catch (error) {
    if (error instanceof UsageError) return usageError(command, error.message);
    console.error(`cairn ${command.name}: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodeOf(error);
  }
}
