import { isPyDict, pyStr } from "../python";

/**
 * The recorded input of a captured call (spec §5.7). JS has no keyword arguments, so a trailing
 * non-empty plain object stands for Python's `**kwargs` and, as there, the positional arguments
 * before it are dropped. Otherwise: the single argument itself, the list of several, or `{}`.
 */
export function captureInput(args: readonly unknown[]): unknown {
  const last = args.at(-1);
  if (isPyDict(last) && Object.keys(last).length > 0) return last;
  if (args.length === 1) return args[0];
  if (args.length > 1) return [...args];
  return {};
}

/** Python `str(exception)`: the message alone, without the class name JS's String(error) adds. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : pyStr(error);
}

export type Settlement = { ok: true; value: unknown } | { ok: false; error: unknown };

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/**
 * Runs `call` and reports how it settled, synchronously for a plain function and on settlement
 * for one returning a promise, then hands back the same result (or rethrows). It never swallows
 * an error, as Python's capture decorator and `__exit__` re-raise.
 */
export function observeSettlement<R>(call: () => R, onSettled: (settlement: Settlement) => void): R {
  let result: R;
  try {
    result = call();
  } catch (error) {
    onSettled({ ok: false, error });
    throw error;
  }
  if (!isPromiseLike(result)) {
    onSettled({ ok: true, value: result });
    return result;
  }
  return Promise.resolve(result).then(
    (value) => {
      onSettled({ ok: true, value });
      return value;
    },
    (error: unknown) => {
      onSettled({ ok: false, error });
      throw error;
    },
  ) as R;
}
