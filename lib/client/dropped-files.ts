/** A file picked or dropped, with its path relative to the dropped folder (or just its name). */
export interface PickedFile {
  path: string;
  file: File;
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

async function walk(entry: FileSystemEntry, prefix: string, out: PickedFile[]): Promise<void> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    out.push({ path, file });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries returns at most ~100 entries per call: keep reading until it returns none.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch) await walk(child, path, out);
  }
}

/** Everything dropped: archives as themselves, folders walked recursively with relative paths. */
export async function filesFromDrop(transfer: DataTransfer): Promise<PickedFile[]> {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.()).filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) return [...transfer.files].map((file) => ({ path: file.name, file }));
  const out: PickedFile[] = [];
  for (const entry of entries) await walk(entry, "", out);
  return out;
}

/** Files from an <input webkitdirectory> keep their folder-relative path in webkitRelativePath. */
export function filesFromInput(list: FileList): PickedFile[] {
  return [...list].map((file) => ({ path: file.webkitRelativePath || file.name, file }));
}
