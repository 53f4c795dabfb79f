import { PyTuple } from "./py-str";
import { isPyDict } from "./type-name";

/**
 * copy.deepcopy for the JSON-like trees audit-fence keeps (contexts, metadata, records): lists,
 * dicts and tuples are copied all the way down; a PyFloat is kept as is, being immutable like a
 * Python float, so `1.0` stays a float (structuredClone would turn it into a plain object).
 * Bytes are copied, since a Uint8Array can change where Python's bytes cannot.
 */
export function pyDeepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(pyDeepCopy) as T;
  if (value instanceof PyTuple) return new PyTuple(value.items.map(pyDeepCopy)) as T;
  if (value instanceof Uint8Array) return value.slice() as T;
  if (isPyDict(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pyDeepCopy(item)])) as T;
  return value;
}
