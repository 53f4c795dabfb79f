export * from "./runs";
export * from "./ingest";
