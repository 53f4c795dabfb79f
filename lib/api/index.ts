export * from "./audits";
export * from "./errors";
export * from "./ingest";
export * from "./provenance";
export * from "./run-view";
export * from "./runs";
export * from "./share";
export * from "./share-expiry";
