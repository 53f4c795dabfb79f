export * from "./runs";
export * from "./ingest";
export * from "./audits";
