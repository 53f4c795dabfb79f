import { zipSync } from "fflate";
import { MemoryFileSink, Snapshot } from "@/lib/core/snapshot";

/** The report of `smallBundle`: one sentence traced to a tool call (✓), one invented (✗), one with no figure (?). */
export const SMALL_REPORT = "# ACME\n\nACME closed at $187.42 on Friday.\nAnalysts expect\n$210 within a year.\n\nThe outlook is mixed.\n";
/** The same report without the invented figure: its audit passes. */
export const SUPPORTED_REPORT = "# ACME\n\nACME closed at $187.42 on Friday.\n";

/**
 * A two-agent bundle (research → writer → report) written with the Snapshot writer, as
 * audit-fence writes one, under the folder `trace/`. Small enough to measure start-up, not work.
 */
export function smallBundle(report: string = SMALL_REPORT): Map<string, Uint8Array> {
  const sink = new MemoryFileSink();
  let clock = 1_780_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20260601_090000_acme0001", now: () => (clock += 0.5) });
  snapshot.record("research", "get_price", { ticker: "ACME" }, { ticker: "ACME", close: 187.42, currency: "USD" }, 40);
  snapshot.record("writer", "format_memo", { style: "brief" }, "OK", 5);
  snapshot.declareDependency("writer", "research");
  snapshot.finalize();
  sink.writeFile("trace/report.md", report);
  return new Map(sink.paths().map((path) => [path, sink.read(path)!]));
}

export function zipBundle(files: ReadonlyMap<string, Uint8Array>): Uint8Array {
  return zipSync(Object.fromEntries(files));
}
