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

/** CRC-32 (zip/gzip polynomial) of `chunk`, continuing from `previous` (0 to start): node:zlib's crc32 contract. */
export function crc32(chunk: Uint8Array, previous = 0): number {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (let i = 0; i < chunk.length; i++) crc = CRC_TABLE[(crc ^ chunk[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
