export { createTestDatabase, testDatabaseTarget, type TestDatabase } from "./test-database";
export { ingestSample, SAMPLES } from "./ingest-sample";
