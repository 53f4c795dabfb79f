export { createTestDatabase, testDatabaseTarget, type TestDatabase } from "./test-database";
export { ingestDemo, ingestSample } from "./ingest-sample";
export { PRODUCTION_BUILD, rawRequest, startProductionServer, type ProductionServer, type RawResponse } from "./production-server";
export { LEAKED_SECRETS, largeBundleZip, leakyBundle, type LargeBundleOptions } from "./hostile-bundles";
export { uploadWithProgress, watchHealth } from "./upload-under-watch";
