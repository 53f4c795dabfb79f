export type { IngestProgress } from "@/lib/api/ingest";
