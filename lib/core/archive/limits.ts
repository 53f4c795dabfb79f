/** A mebibyte, for limits written in bytes. */
export const MiB = 1024 * 1024;

/** Bounds that stop archive bombs; every one is checked while data is being inflated. */
export const DEFAULT_ARCHIVE_LIMITS = Object.freeze({
  /** Most bytes the archive may expand to (zip: entry data; tar and tar.gz: the tar stream). */
  maxTotalBytes: 1024 * MiB,
  /** Most files kept (directories and macOS junk are not counted). */
  maxFiles: 20_000,
  /** Most expanded bytes per archive byte, over the whole archive. */
  maxRatio: 200,
  /** The ratio is only enforced past this many expanded bytes, so small, very repetitive text passes. */
  ratioFloorBytes: 10 * MiB,
});

/** The archive bounds by name (each documented on its default above). */
export type ArchiveLimits = Record<keyof typeof DEFAULT_ARCHIVE_LIMITS, number>;

/** "1 GiB", "10 MiB", "1.5 KiB", "300 bytes": for error messages. */
export function formatByteCount(byteCount: number): string {
  const units = ["KiB", "MiB", "GiB", "TiB"];
  if (byteCount < 1024) return `${byteCount} bytes`;
  let value = byteCount;
  let unit = "";
  for (const next of units) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${Number(value.toFixed(1))} ${unit}`;
}
