import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, databaseConfig } from "@/lib/server/db";
import { createTestDatabase, testDatabaseTarget, type TestDatabase } from "@/lib/server/testing";
import { parseXml } from "../testing/ci-reports";
import { smallBundle, SUPPORTED_REPORT, zipBundle } from "../testing/small-bundle";
import { PACKAGE_DEPENDENCIES } from "./build-package";
import { installCliPackage } from "./install-package";

const projectRoot = path.resolve(__dirname, "../../..");
const work = mkdtempSync(path.join(tmpdir(), "cairn-cli-package-"));
/** The CI job's folder: the installed package and the bundles, nothing of the project. */
let job = "";
let database: TestDatabase | undefined;

function inJob(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: job, encoding: "utf8", env: { ...process.env, ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
// `--no`: never fetch a package; `--`: every later argument is cairn's (npx would take --version itself).
const cairn = (args: string[], env?: Record<string, string>) => inJob("npx", ["--no", "--", "cairn", ...args], env);

beforeAll(async () => {
  ({ job } = await installCliPackage(projectRoot, work));
  writeFileSync(path.join(job, "failing.zip"), zipBundle(smallBundle()));
  writeFileSync(path.join(job, "passing.zip"), zipBundle(smallBundle(SUPPORTED_REPORT)));
}, 240_000);

afterAll(async () => {
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe("the packed CLI, installed into an empty folder", () => {
  it("brings only the database drivers, not the dashboard's packages or tsx", () => {
    const manifest = JSON.parse(readFileSync(path.join(job, "node_modules/cairn-cli/package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual([...PACKAGE_DEPENDENCIES]);
    const installed = readdirSync(path.join(job, "node_modules"));
    for (const name of ["next", "react", "tsx", "esbuild", "zod", "openai", "@prisma", "fflate", "elkjs"]) expect(installed).not.toContain(name);
  });

  it("answers --version and help", () => {
    const version = (JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string }).version;
    expect(cairn(["--version"])).toMatchObject({ code: 0, stdout: `${version}\n` });
    const help = cairn(["help", "audit"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--junit FILE");
  });

  it("audits a bundle: exit 1 and a JUnit failure for an invented figure, exit 0 when all is traced", () => {
    const failing = cairn(["audit", "failing.zip", "--junit", "junit.xml", "--out", "audit"]);
    expect(failing.code, failing.stderr).toBe(1);
    expect(failing.stdout).toContain("cascade failed: writer->report");
    expect(parseXml(readFileSync(path.join(job, "junit.xml"), "utf8")).attributes).toMatchObject({ tests: "4", failures: "1" });
    expect(readdirSync(path.join(job, "audit")).sort()).toEqual(["cascade.json", "claims.jsonl", "enforcement_log.jsonl"]);

    const passing = cairn(["audit", "passing.zip", "--format", "github"]);
    expect(passing.code, passing.stderr).toBe(0);
    expect(passing.stdout).toContain("::notice file=trace/report.md,title=Cairn audit::2 sentences: 1 ✓ supported, 0 ✗ not supported, 1 ? nothing checkable");
  });

  it("exits 3 on an unreadable bundle and 2 on a usage error", () => {
    expect(cairn(["audit", "nothing-here.zip"])).toMatchObject({ code: 3, stderr: "cairn audit: nothing-here.zip: no such file or folder\n" });
    expect(cairn(["audit", "failing.zip", "--fail-on", "everything"]).code).toBe(2);
  });

  it(`ingests into ${testDatabaseTarget() === "sqlite" ? "a new SQLite file" : "PostgreSQL"}, migrating it first; a second ingest names the stored run`, async () => {
    if (testDatabaseTarget() !== "sqlite") database = await createTestDatabase();
    const url = database?.url ?? `file:${path.join(job, "data/runs.db")}`;
    const first = cairn(["ingest", "failing.zip", "--json"], { DATABASE_URL: url });
    expect(first.code, first.stderr).toBe(0);
    const stored = JSON.parse(first.stdout) as { status: string; run: { id: string; totals: { agents: number; toolCalls: number } } };
    expect(stored).toMatchObject({ status: "created", run: { totals: { agents: 2, toolCalls: 2 } } });

    const again = cairn(["ingest", "failing.zip"], { DATABASE_URL: url });
    expect(again).toMatchObject({ code: 0, stdout: `Already stored as run "failing" (${stored.run.id}); --allow-duplicate stores another copy\n` });

    const db = database?.db ?? createDb(databaseConfig(url));
    try {
      expect(await db.toolCall.count({ where: { runId: stored.run.id } })).toBe(2);
    } finally {
      if (!database) await db.$disconnect();
    }
  });
});
