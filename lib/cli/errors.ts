/**
 * The exit codes every command shares, and the errors that choose them. A pipeline's CI reads the
 * code, a person reads the message: each message names the file (or option) and the problem.
 */
export const EXIT = {
  /** The command did what it was asked: the audit passed its gate, the run is stored. */
  ok: 0,
  /** The audit's gate failed, or the command could not finish (database or server unreachable, a file not writable). */
  failed: 1,
  /** The command line is wrong: unknown command or option, a missing or invalid value. */
  usage: 2,
  /** The bundle cannot be read: no such path, not an archive, unsafe, too large, or an invalid manifest. */
  unreadableBundle: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class UsageError extends Error {
  override name = "UsageError";
}

/** The bundle given on the command line cannot be read; the message starts with its path. */
export class UnreadableBundleError extends Error {
  override name = "UnreadableBundleError";
}

export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof UnreadableBundleError) return EXIT.unreadableBundle;
  return EXIT.failed;
}
