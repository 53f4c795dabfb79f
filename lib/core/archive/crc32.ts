// fflate computes CRC-32 internally but does not export it; zip entries and gzip members need it checked.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    table[byte] = crc;
  }
  return table;
})();

/** Incremental CRC-32 (zip/gzip polynomial): feed chunks with `update`, read `value`. */
export class Crc32 {
  private state = 0xffffffff;

  update(chunk: Uint8Array): void {
    let crc = this.state;
    for (let i = 0; i < chunk.length; i++) crc = CRC_TABLE[(crc ^ chunk[i]) & 0xff] ^ (crc >>> 8);
    this.state = crc;
  }

  get value(): number {
    return (this.state ^ 0xffffffff) >>> 0;
  }
}
