import { UsageError } from "./args";
import { auditCommand, auditUsage } from "./commands/audit";
import { ingestCommand, ingestUsage } from "./commands/ingest";
import { pushCommand, pushUsage } from "./commands/push";

const commands: Record<string, { run: (argv: string[]) => Promise<number>; usage: string }> = {
  ingest: { run: ingestCommand, usage: ingestUsage },
  push: { run: pushCommand, usage: pushUsage },
  audit: { run: auditCommand, usage: auditUsage },
};

function usage(): string {
  return ["usage:", ...Object.values(commands).map((command) => `  ${command.usage}`)].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name && name !== "--help" ? `unknown command "${name}"\n${usage()}` : usage());
    return name === "--help" ? 0 : 2;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    console.error(error instanceof UsageError ? `${error.message}\n${usage()}` : `cairn ${name}: ${(error as Error).message}`);
    return error instanceof UsageError ? 2 : 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
