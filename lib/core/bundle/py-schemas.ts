import { z } from "zod";

/**
 * Python's json module writes NaN and Infinity for float fields; zod's z.number() refuses them,
 * so the readers use these instead.
 */
export const pyNumber = z.custom<number>((value) => typeof value === "number", { error: "expected a number" });
export const pyInt = z.int();
/** A JSON object whose keys we keep as written (metadata, context). */
export const jsonObject = z.record(z.string(), z.unknown());
