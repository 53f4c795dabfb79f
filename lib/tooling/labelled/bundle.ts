import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { extractArchive } from "@/lib/core/archive";
import { bundleFilesFromEntries, decodeText, type BundleFiles } from "@/lib/core/bundle";
import { readBundleDir, zlibArchiveCodec } from "@/lib/core/node";
import { parseTruth, type Truth } from "./truth";

/** A labelled bundle opened for scoring: its files, its report and its ground truth. */
export interface LabelledBundle {
  /** The archive's or folder's own name (`news_estover_roundup.zip`). */
  file: string;
  /** The truth file's `bundle`, else the name without its extension. */
  name: string;
  files: BundleFiles;
  report: string;
  truth: Truth;
}

const ARCHIVE_EXTENSION = /(\.zip|\.tar\.gz|\.tgz|\.tar)$/i;

/** `NAME.truth.json` beside `NAME.zip` (or beside the folder `NAME`). */
export const truthFileOf = (bundlePath: string) => bundlePath.replace(/\/+$/, "").replace(ARCHIVE_EXTENSION, "") + ".truth.json";

/** The bundle's files, each path starting with the archive's top folder (or the folder's own name). */
async function bundleFiles(bundlePath: string): Promise<BundleFiles> {
  if ((await stat(bundlePath)).isDirectory()) {
    const inside = await readBundleDir(bundlePath);
    const top = path.basename(path.resolve(bundlePath));
    return bundleFilesFromEntries(new Map(inside.list().map((file) => [`${top}/${file}`, inside.read(file)!])));
  }
  const { files } = await extractArchive(await readFile(bundlePath), path.basename(bundlePath), { codec: zlibArchiveCodec });
  return bundleFilesFromEntries(files);
}

/** The report the truth labels: the file it names, else the shallowest report.md / report.txt. */
function reportOf(files: BundleFiles, truth: Truth, bundlePath: string): string {
  const reports = files.list().filter((file) => /(^|\/)report\.(md|txt)$/.test(file));
  const depth = (file: string) => file.split("/").length;
  const chosen = reports.find((file) => file === truth.report) ?? reports.reduce<string | undefined>((best, file) => (best === undefined || depth(file) < depth(best) ? file : best), undefined);
  if (chosen === undefined) throw new Error(`${bundlePath}: no report.md in the bundle`);
  return decodeText(files.read(chosen)!, chosen).text;
}

export async function openLabelledBundle(bundlePath: string, truthPath = truthFileOf(bundlePath)): Promise<LabelledBundle> {
  const truth = parseTruth(await readFile(truthPath, "utf8"), truthPath);
  const files = await bundleFiles(bundlePath);
  const file = path.basename(bundlePath.replace(/\/+$/, ""));
  return { file, name: truth.bundle ?? file.replace(ARCHIVE_EXTENSION, ""), files, report: reportOf(files, truth, bundlePath), truth };
}
