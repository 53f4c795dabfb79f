export { createTestDatabase, testDatabaseTarget, type TestDatabase } from "./test-database";
export { ingestSample } from "./ingest-sample";
