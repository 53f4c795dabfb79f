import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Metafile } from "esbuild";

/** The installed CLI's only dependencies: the database drivers, which hold native code or are loaded by path. */
export const PACKAGE_DEPENDENCIES = ["better-sqlite3", "pg"] as const;

/**
 * Code that must never reach the CLI bundle: the dashboard's (it would need the Next build or the
 * front end's packages), and the Prisma client, whose query compiler took ~150 ms to load where
 * every command's queries go straight through the drivers.
 */
const FORBIDDEN = /^(node_modules\/(next|react|react-dom|@xyflow|@tanstack|elkjs|tsx|geist|@prisma)\/|lib\/server\/db\/generated\/)/;

export interface CliPackage {
  /** The package folder: package.json, dist/ (the bundle), prisma/migrations. */
  dir: string;
  /** The `npm pack` tarball of that folder. */
  tarball: string;
}

interface RootManifest {
  version: string;
  description: string;
  engines: { node: string };
  dependencies: Record<string, string>;
}

/** Who imports `input`, back to a project file: what to fix when the bundle pulls in something it must not. */
function importChain(metafile: Metafile, input: string): string {
  const importers = new Map<string, string>();
  for (const [file, { imports }] of Object.entries(metafile.inputs)) for (const { path: imported } of imports) if (!importers.has(imported)) importers.set(imported, file);
  const chain = [input];
  for (let at = importers.get(input); at && !chain.includes(at) && chain.length < 40; at = importers.get(at)) chain.push(at);
  return chain.reverse().join(" → ");
}

function checkBundle(metafile: Metafile): void {
  const forbidden = Object.keys(metafile.inputs).find((input) => FORBIDDEN.test(input));
  if (forbidden) throw new Error(`the CLI bundle must not contain dashboard code or the Prisma client: ${importChain(metafile, forbidden)}`);
}

/**
 * Builds the installable CLI package in `outDir`: lib/cli/main.ts bundled by esbuild into
 * dist/cairn.mjs (every command a chunk of its own, loaded when it runs), the committed SQL
 * migrations, and a package.json whose dependencies are the database drivers only, pinned to
 * the project's versions; then `npm pack`s it into `outDir`.
 */
export async function buildCliPackage(projectRoot: string, outDir: string): Promise<CliPackage> {
  const root = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as RootManifest;
  const dir = path.join(outDir, "cairn-cli");
  rmSync(dir, { recursive: true, force: true });

  const { metafile } = await build({
    absWorkingDir: projectRoot,
    entryPoints: { cairn: "lib/cli/main.ts" },
    outdir: path.join(dir, "dist"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: `node${root.engines.node.replace(/^>=/, "")}`,
    external: [...PACKAGE_DEPENDENCIES],
    // Bundled CommonJS packages call require() for Node built-ins; an ES module has none of its own.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as __cairnRequire } from 'node:module';\nconst require = __cairnRequire(import.meta.url);" },
    legalComments: "none",
    // Identifiers kept, so a stack trace from the field still names functions.
    minifySyntax: true,
    minifyWhitespace: true,
    metafile: true,
    logLevel: "warning",
  });
  checkBundle(metafile);

  cpSync(path.join(projectRoot, "prisma/migrations"), path.join(dir, "prisma/migrations"), { recursive: true });
  const manifest = {
    name: "cairn-cli",
    version: root.version,
    description: `${root.description} The cairn command line: audit, ingest, push.`,
    type: "module",
    bin: { cairn: "dist/cairn.mjs" },
    files: ["dist", "prisma"],
    engines: root.engines,
    dependencies: Object.fromEntries(PACKAGE_DEPENDENCIES.map((name) => [name, root.dependencies[name]])),
  };
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(projectRoot, "lib/cli/pack/package-readme.md"), path.join(dir, "README.md"));

  mkdirSync(outDir, { recursive: true });
  const packed = JSON.parse(execFileSync("npm", ["pack", "--json", "--pack-destination", outDir], { cwd: dir, encoding: "utf8" })) as { filename: string }[];
  return { dir, tarball: path.join(outDir, packed[0].filename) };
}
