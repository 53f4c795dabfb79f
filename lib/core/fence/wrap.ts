import { pyStr } from "../python";
import { makeSearchRecord } from "../records";
import type { Fence } from "./fence";
import { resolveParam, searchQuery, splitToolCall, toolName, type ToolFunction, type ToolSignature } from "./tool-call";

export type ToolRole = "search" | "submit";

/** What a submit wrapper returns: the tool's own result, or the `ERROR: …` string of a failed gate. */
export type SubmitResult<R> = R extends PromiseLike<infer V> ? Promise<V | string> : R | string;

/** Marks a wrapper so every fence recognises it and leaves it alone in wrapTools. */
export interface FenceRoleMark<R extends ToolRole> {
  readonly fenceRole: R;
}

export type SearchTool<T extends ToolFunction> = T & FenceRoleMark<"search">;
export type SubmitTool<T extends ToolFunction> = ((...args: Parameters<T>) => SubmitResult<ReturnType<T>>) &
  ToolSignature &
  FenceRoleMark<"submit">;

/** Per-tool settings of a submit wrapper (Python's `enforce(evidence_param=, min_length=, context=)`). */
export interface SubmitOptions {
  evidenceParam?: string;
  /** Overrides the fence's minEvidenceLength for this tool. */
  minLength?: number | null;
  /** Merged over the fence context in this tool's rejections; per-tool keys win. */
  context?: Readonly<Record<string, unknown>> | null;
}

export interface WrapSettings extends SubmitOptions {
  /** Overrides the signature declared on the tool itself. */
  signature?: ToolSignature;
}

/** The role a wrapper was given by any fence, or undefined for a plain tool. */
export function fenceRoleOf(tool: unknown): ToolRole | undefined {
  if (typeof tool !== "function") return undefined;
  const role: unknown = (tool as Partial<FenceRoleMark<ToolRole>>).fenceRole;
  return role === "search" || role === "submit" ? role : undefined;
}

function isAsyncFunction(tool: ToolFunction): boolean {
  return Object.prototype.toString.call(tool) === "[object AsyncFunction]";
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as PromiseLike<unknown>).then === "function";
}

/** Runs `then` on the value now, or once the promise resolves; a rejection skips it. */
function afterSettled(result: unknown, then: (value: unknown) => unknown): unknown {
  return isPromiseLike(result) ? Promise.resolve(result).then(then) : then(result);
}

/**
 * Builds the wrapper of one tool (spec §1.3); the Fence registers it. A search wrapper records a
 * SearchRecord once the tool has returned (a throw or rejection records nothing). A submit wrapper
 * runs the gates and returns `ERROR: reason` without calling the tool.
 *
 * The gates run synchronously at call time, before the wrapper's first await, and each search
 * record is appended in one synchronous step after its result settles. On a single event loop
 * that is enough for two concurrent submits never to interleave a history read with a write: no
 * other task can run inside a synchronous block.
 *
 * An `async function` tool gets an `async function` wrapper, so a failed gate still yields a
 * Promise. A plain function that happens to return a Promise cannot be told apart before it is
 * called: its failed gates return the ERROR string synchronously.
 */
export function buildFencedTool(fence: Fence, tool: ToolFunction, role: ToolRole, settings: WrapSettings): ToolFunction {
  const name = toolName(tool);
  const signature: ToolSignature = settings.signature ?? (tool as ToolFunction & ToolSignature);
  const evidenceParam = settings.evidenceParam ?? "evidence";
  const call = (thisArg: unknown, args: unknown[]): unknown => (tool as (...a: unknown[]) => unknown).apply(thisArg, args);

  const runSearch = (thisArg: unknown, args: unknown[]): unknown =>
    afterSettled(call(thisArg, args), (result) => {
      fence.inject(
        makeSearchRecord({
          query: searchQuery(splitToolCall(args, signature)),
          result_text: pyStr(result),
          source: fence.name ?? "",
          tool_name: name,
        }),
      );
      return result;
    });

  const runSubmit = (thisArg: unknown, args: unknown[]): unknown => {
    const toolCall = splitToolCall(args, signature);
    const reason =
      fence.checkClaimInDocument(resolveParam(toolCall, signature, "claim_in_document")) ??
      fence.checkSearchEvidence(name, resolveParam(toolCall, signature, evidenceParam), {
        minLength: settings.minLength,
        context: settings.context,
      });
    return reason === null ? call(thisArg, args) : `ERROR: ${reason}`;
  };

  const run = role === "search" ? runSearch : runSubmit;
  const wrapper = isAsyncFunction(tool)
    ? async function (this: unknown, ...args: unknown[]) {
        return run(this, args);
      }
    : function (this: unknown, ...args: unknown[]) {
        return run(this, args);
      };
  // functools.wraps copies the tool's attributes (here: its declared signature, description, …).
  Object.assign(wrapper, tool, settings.signature);
  Object.defineProperty(wrapper, "name", { value: name });
  Object.defineProperty(wrapper, "fenceRole", { value: role, enumerable: false });
  return wrapper;
}
