import { isPyDict, pyStr } from "../python";

/**
 * What Python learns from a tool's signature, declared explicitly because JS functions carry no
 * parameter names at run time.
 */
export interface ToolSignature {
  /**
   * Parameter names in declaration order (Python's inspect.signature). Lets the fence find
   * `evidence` or `claim_in_document` when they are passed positionally.
   */
  readonly paramNames?: readonly string[];
  /** The tool takes keyword arguments: a trailing plain-object argument is the call's kwargs. */
  readonly keywordArgs?: boolean;
}

/** Any function; the fence forwards arguments untouched, so it never needs to know their types. */
export type ToolFunction = (...args: never[]) => unknown;

/** Attaches a signature to a tool so fences can resolve its parameters by name. */
export function declareTool<T extends ToolFunction>(tool: T, signature: ToolSignature): T & ToolSignature {
  return Object.assign(tool, signature);
}

/** The tool's name as Python picks it: the function name, else its text form. */
export function toolName(tool: ToolFunction): string {
  return typeof tool.name === "string" && tool.name !== "" ? tool.name : String(tool);
}

/** One call split the way Python sees it: positional arguments and keyword arguments. */
export interface ToolCall {
  readonly positional: readonly unknown[];
  readonly keywords: Readonly<Record<string, unknown>>;
}

/** Entries whose value is `undefined` are JS's way of not passing an argument, so they are dropped. */
export function withoutUndefined(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export function splitToolCall(args: readonly unknown[], signature: ToolSignature): ToolCall {
  let end = args.length;
  const last = args[end - 1];
  const keywords = signature.keywordArgs && isPyDict(last) ? withoutUndefined(last) : {};
  if (signature.keywordArgs && isPyDict(last)) end--;
  while (end > 0 && args[end - 1] === undefined) end--;
  return { positional: args.slice(0, end), keywords };
}

/** The query a search tool call is recorded under: `revenue path=tools/`, or `(no args)`. */
export function searchQuery(call: ToolCall): string {
  const parts = [
    ...call.positional.map((value) => pyStr(value)),
    ...Object.entries(call.keywords).map(([key, value]) => `${key}=${pyStr(value)}`),
  ];
  return parts.length > 0 ? parts.join(" ") : "(no args)";
}

/**
 * A parameter's value as text (spec §1.3): by keyword, else by its declared position, else "".
 * Python's str() applies, so a null argument reads "None".
 */
export function resolveParam(call: ToolCall, signature: ToolSignature, name: string): string {
  if (Object.hasOwn(call.keywords, name)) return pyStr(call.keywords[name]);
  const index = signature.paramNames?.indexOf(name) ?? -1;
  return index >= 0 && index < call.positional.length ? pyStr(call.positional[index]) : "";
}
