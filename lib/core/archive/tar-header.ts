export const BLOCK_BYTES = 512;

const utf8 = new TextDecoder("utf-8");

/** The fields of one 512-byte tar header that extraction needs. */
export interface TarHeader {
  /** ustar name, joined with the POSIX prefix field when there is one. */
  name: string;
  typeflag: string;
  /** undefined when the size field is not a number. */
  size: number | undefined;
  isUstar: boolean;
  checksumMatches: boolean;
}

export function isZeroBlock(block: Uint8Array): boolean {
  return block.every((byte) => byte === 0);
}

export function paddingAfter(size: number): number {
  return (BLOCK_BYTES - (size % BLOCK_BYTES)) % BLOCK_BYTES;
}

/** Text up to the first NUL, as UTF-8 (tar fields are NUL-terminated unless full). */
export function cString(field: Uint8Array): string {
  const end = field.indexOf(0);
  return utf8.decode(end === -1 ? field : field.subarray(0, end));
}

export function parseTarHeader(block: Uint8Array): TarHeader {
  const magic = String.fromCharCode(...block.subarray(257, 265));
  const name = cString(block.subarray(0, 100));
  // Only POSIX ustar ("ustar\0" + "00") has a prefix at 345; GNU ("ustar  \0") keeps other fields there.
  const prefix = magic.startsWith("ustar\0") ? cString(block.subarray(345, 500)) : "";
  return {
    name: prefix === "" ? name : `${prefix}/${name}`,
    typeflag: String.fromCharCode(block[156]),
    size: parseNumericField(block.subarray(124, 136)),
    isUstar: magic.startsWith("ustar"),
    checksumMatches: parseNumericField(block.subarray(148, 156)) === checksumOf(block),
  };
}

/** The header's byte sum, its own checksum field counted as eight spaces. */
function checksumOf(block: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK_BYTES; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
}

/** Octal text padded with spaces/NULs, or GNU base-256 (high bit set) for values too big for octal. */
function parseNumericField(field: Uint8Array): number | undefined {
  if (field[0] & 0x80) {
    if (field[0] & 0x40) return undefined; // negative: never a valid size
    return field.subarray(1).reduce((value, byte) => value * 256 + byte, field[0] & 0x3f);
  }
  const text = String.fromCharCode(...field).split("\0")[0].trim();
  return /^[0-7]*$/.test(text) ? Number.parseInt(text || "0", 8) : undefined;
}

/** pax extended header records ("<length> <key>=<value>\n"); undefined when malformed. */
export function parsePaxRecords(data: Uint8Array): Map<string, string> | undefined {
  const records = new Map<string, string>();
  let at = 0;
  while (at < data.length && data[at] !== 0) {
    const space = data.indexOf(0x20, at);
    const lengthText = space === -1 ? "" : String.fromCharCode(...data.subarray(at, space));
    if (!/^\d+$/.test(lengthText)) return undefined;
    const end = at + Number(lengthText);
    if (end <= space + 1 || end > data.length || data[end - 1] !== 0x0a) return undefined;
    const record = utf8.decode(data.subarray(space + 1, end - 1));
    const equals = record.indexOf("=");
    if (equals <= 0) return undefined;
    records.set(record.slice(0, equals), record.slice(equals + 1));
    at = end;
  }
  return records;
}
