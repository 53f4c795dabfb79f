import { z } from "zod";
import { dictFrom } from "./dict";

/**
 * Python's json module writes NaN and Infinity for float fields; zod's z.number() refuses them,
 * so the readers use these instead.
 */
export const pyNumber = z.custom<number>((value) => typeof value === "number", { error: "expected a number" });
export const pyInt = z.int();
const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A JSON object keyed by names from the bundle (agents, tools, fences), each value checked by
 * `value`. zod's record assigns keys one by one, and assigning "__proto__" replaces the object's
 * prototype instead of adding a key, so an agent named `__proto__` vanished with its calls. Here
 * every key becomes an own property, whatever its name.
 */
export function dictOf<T extends z.ZodType>(value: T) {
  return z.custom<Record<string, unknown>>(isJsonObject, { error: "expected an object" }).transform((input, ctx) => {
    const entries: [string, z.output<T>][] = [];
    for (const [key, item] of Object.entries(input)) {
      const result = value.safeParse(item, { reportInput: true });
      if (result.success) entries.push([key, result.data]);
      else for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] } as z.core.$ZodRawIssue);
    }
    return dictFrom(entries);
  });
}

/** A JSON object whose keys we keep as written (metadata, context). */
export const jsonObject = dictOf(z.unknown());
