import { describe, expect, it } from "vitest";
import { ArchiveError } from "@/lib/core/archive";
import { BundleError } from "@/lib/core/bundle";
import { fixtureBundle } from "@/fixtures/bundles";
import { freshDatabase } from "../testing/ingested-run";
import { IngestThread, type IngestProgress } from ".";

const fresh = freshDatabase();

const encode = (text: string) => new TextEncoder().encode(text);

describe("ingest on its own thread", () => {
  it("stores the run, streams progress, and hands back the errors ingestBundle throws, rebuilt", async () => {
    const thread = new IngestThread();
    const progress: IngestProgress["phase"][] = [];
    const answer = await thread.run(fresh.db, { kind: "directory", path: fixtureBundle("clinical_summary") }, { onProgress: (event) => progress.push(event.phase) });
    expect(answer.status).toBe("created");
    expect(await fresh.db.toolCall.count({ where: { runId: answer.run.id } })).toBe(8);
    expect(progress).toEqual(expect.arrayContaining(["parsing", "storing"]));

    const noManifest = thread.run(fresh.db, { kind: "folder", name: "f", files: [{ path: "f/report.md", bytes: encode("# R") }] });
    await expect(noManifest).rejects.toBeInstanceOf(BundleError);
    const notAnArchive = await thread.run(fresh.db, { kind: "archive", name: "x.zip", bytes: encode("not a zip") }).catch((error: unknown) => error);
    expect(notAnArchive).toBeInstanceOf(ArchiveError);
    expect((notAnArchive as ArchiveError).message).toBe('Archive "x.zip": it is not a zip, tar.gz or tar archive.');
  });

});
