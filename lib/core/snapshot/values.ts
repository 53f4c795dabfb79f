const utf8Encoder = new TextEncoder();
/** ignoreBOM keeps a leading U+FEFF, as Python's utf-8 codec does; invalid bytes become U+FFFD. */
const utf8Decoder = new TextDecoder("utf-8", { ignoreBOM: true });

export function encodeUtf8(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

/** `bytes.decode("utf-8", errors="replace")`. */
export function decodeUtf8Replacing(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}
