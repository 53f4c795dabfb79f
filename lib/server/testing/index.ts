export { createTestDatabase, testDatabaseTarget, type TestDatabase } from "./test-database";
