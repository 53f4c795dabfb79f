// The Node adapters of lib/core: file system and ripgrep. Only server-side code imports this door.
export { readBundleDir } from "./bundle-dir";
export { FsFileSink } from "./fs-sink";
export { RipgrepBackend, RipgrepNotFoundError, type RipgrepBackendOptions } from "./ripgrep-backend";
