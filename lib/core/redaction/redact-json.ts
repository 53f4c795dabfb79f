import { maskPatterns } from "./patterns";
import { isSecretKey } from "./secret-keys";

export const REDACTED = "***REDACTED***";

export interface JsonRedaction {
  value: unknown;
  /** Patterns masked plus values under secret-named keys replaced. */
  masked: number;
  /** The strings that stood under secret-named keys, to mask where the bundle repeats them. */
  secrets: string[];
}

/**
 * A JSON value (parsed, at most 512 levels deep: the bundle limits see to that) with every string
 * under a secret-named key replaced by ***REDACTED***, and the built-in patterns masked in every
 * other string. Keys are kept; numbers and booleans are left alone (`"token": 1200` is a count).
 */
export function redactJson(value: unknown): JsonRedaction {
  let masked = 0;
  const secrets: string[] = [];
  const walk = (item: unknown, secret: boolean): unknown => {
    if (typeof item === "string") {
      if (secret) {
        if (item === "" || item === REDACTED) return item;
        masked++;
        secrets.push(item);
        return REDACTED;
      }
      const result = maskPatterns(item);
      masked += result.masked;
      return result.text;
    }
    if (Array.isArray(item)) return item.map((entry) => walk(entry, secret));
    if (item !== null && typeof item === "object") {
      // No prototype: a key named "__proto__" stays a key.
      const copy = Object.create(null) as Record<string, unknown>;
      for (const [key, entry] of Object.entries(item)) copy[key] = walk(entry, secret || isSecretKey(key));
      return copy;
    }
    return item;
  };
  return { value: walk(value, false), masked, secrets };
}
