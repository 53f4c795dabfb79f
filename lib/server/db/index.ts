export { databaseConfig, DEFAULT_SQLITE_FILE, type DatabaseConfig, type DatabaseProvider } from "./config";
export { applyMigrations, readMigrations, MigrationError, type MigrationReport } from "./migrate";
export { createDb, getDb, getDatabase, type Db, type Database } from "./client";
export { bulkInsert, type TableRows, type Row, type Cell } from "./bulk-insert";
