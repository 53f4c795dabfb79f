import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { BundleError, bundleFilesFromEntries, type BundleFiles } from "../bundle";

/**
 * Node adapter: a bundle folder on disk as BundleFiles. Everything is read up front (the readers
 * are synchronous and pure). Symbolic links are refused rather than followed, so nothing outside
 * the folder can be pulled into a bundle.
 */
export async function readBundleDir(folder: string): Promise<BundleFiles> {
  const root = await realpath(folder);
  if (!(await stat(root)).isDirectory()) {
    throw new BundleError("not_a_directory", { file: folder, message: "is not a folder" });
  }
  const entries = new Map<string, Uint8Array>();
  const walk = async (relative: string): Promise<void> => {
    const children = await readdir(path.join(root, relative), { withFileTypes: true });
    children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const child of children) {
      const childPath = relative === "" ? child.name : `${relative}/${child.name}`;
      if (child.isSymbolicLink()) {
        throw new BundleError("unsafe_path", { file: childPath, message: "is a symbolic link; bundles may not contain links" });
      }
      if (child.isDirectory()) await walk(childPath);
      else if (child.isFile()) entries.set(childPath, await readFile(path.join(root, childPath)));
      else throw new BundleError("unsafe_path", { file: childPath, message: "is not a regular file or folder" });
    }
  };
  await walk("");
  return bundleFilesFromEntries(entries);
}
