export { databaseConfig, DEFAULT_SQLITE_FILE, type DatabaseConfig, type DatabaseProvider } from "./config";
export { applyMigrations, readMigrations, MigrationError, type MigrationReport } from "./migrate";
export { createDb, getDb, type Db } from "./client";
