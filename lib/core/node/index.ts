// The Node adapters of lib/core: file system, zlib, ripgrep and texts decoded in batches. Only server-side code imports this door.
export { asciiTexts, joinedAsciiTexts } from "./ascii-texts";
export { readBundleDir } from "./bundle-dir";
export { FsFileSink } from "./fs-sink";
export { zlibArchiveCodec } from "./zlib-codec";
export { RipgrepBackend, RipgrepNotFoundError, type RipgrepBackendOptions } from "./ripgrep-backend";
