/** A small, strict argv parser: positionals, `--flag`, `--key value` / `--key=value`; unknown options are errors. */
export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | true>;
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], known: { flags: string[]; values: string[] }): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positionals.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (known.flags.includes(key)) options[key] = true;
    else if (known.values.includes(key)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${key} needs a value`);
      options[key] = value;
    } else throw new UsageError(`unknown option --${key}`);
  }
  return { positionals, options };
}
