import { UsageError } from "./errors";

/** One option of a command: a flag, or (with `value`) an option that takes a value. */
export interface OptionSpec {
  name: string;
  /** The value's name in help (`DIR`); set for options that take a value. */
  value?: string;
  /** The only values accepted, when the option has a fixed set. */
  choices?: readonly string[];
  help: string;
}

export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | true>;
}

/**
 * A small, strict argv parser: positionals, `--flag`, `--key value` / `--key=value`, `--` ends the
 * options. Unknown options, missing values and values outside `choices` are usage errors.
 */
export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--")) {
      positionals.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const spec = specs.find((candidate) => candidate.name === key);
    if (!spec) throw new UsageError(`unknown option --${key}`);
    if (!spec.value) {
      if (inline !== undefined) throw new UsageError(`--${key} takes no value`);
      options[key] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${key} needs a value (${spec.value})`);
    if (spec.choices && !spec.choices.includes(value)) throw new UsageError(`--${key} must be ${spec.choices.join(" or ")}, not "${value}"`);
    options[key] = value;
  }
  return { positionals, options };
}

/** `--help` or `-h` anywhere before `--`. */
export function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
}
