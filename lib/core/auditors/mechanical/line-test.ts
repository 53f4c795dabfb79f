/**
 * A fact's search pattern as a JavaScript RegExp, to test the number index's candidate lines.
 * lib/core/facts writes these patterns in the syntax Rust's regex and JavaScript's read alike
 * (no look-around, no `\b`, no `.`, explicit classes; `^`/`$` bound the line, and a line holds
 * no newline), so on one line V8's engine decides as the search tool's RE2 program does, many
 * times faster. Each pattern runs at most one `[0-9]*` or `[^0-9]*` per alternative, bounded
 * by a class it cannot match, so backtracking stays linear. The search tool itself stays on
 * RE2: it runs any auditor's pattern.
 */
import { memoize } from "../../memo";

/** Compiled tests kept: a run's hops test the report's figures again. */
const KEPT = 8192;

/** The test for lines holding a match of `pattern`, case-insensitive as the auditor's searches are. */
export const lineTest: (pattern: string) => RegExp = memoize((pattern) => new RegExp(pattern, "iu"), KEPT);
