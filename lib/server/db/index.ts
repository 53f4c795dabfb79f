export { databaseConfig, DEFAULT_SQLITE_FILE, type DatabaseConfig, type DatabaseProvider } from "./config";
export { applyMigrations, readMigrations, MigrationError, type MigrationReport } from "./migrate";
export { configOf, createDb, getDb, type Db } from "./client";
export { readRows } from "./raw-reads";
export { bulkInsert, type TableName, type TableRow, type TableRows } from "./bulk-insert";
export { countAppliedMigrations } from "./applied-migrations";
