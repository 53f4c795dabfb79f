import { PyFloat, pyFloatRepr } from "./py-str";

export interface PyJsonOptions {
  /** json.dumps ensure_ascii (default true, as Python). */
  ensureAscii?: boolean;
  /** json.dumps indent; undefined writes one line with ", " and ": " separators. */
  indent?: number;
}

function encodeString(s: string, ensureAscii: boolean): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const code = s.charCodeAt(i);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (code < 0x20 || (ensureAscii && code > 0x7e)) out += "\\u" + code.toString(16).padStart(4, "0");
    else out += ch;
  }
  return out + '"';
}

function encodeNumber(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  return Number.isInteger(x) && Math.abs(x) < 1e21 ? BigInt(x).toString() : pyFloatRepr(x);
}

/**
 * Python's json.dumps: `", "` / `": "` separators, \uXXXX escapes when ensureAscii, NaN/Infinity
 * tokens, floats via repr. Integral JS numbers are written as ints unless wrapped in PyFloat.
 */
export function pyJsonDumps(value: unknown, options: PyJsonOptions = {}): string {
  const ensureAscii = options.ensureAscii ?? true;
  const indent = options.indent;
  const walk = (v: unknown, level: number): string => {
    if (v === null || v === undefined) return "null";
    if (v === true) return "true";
    if (v === false) return "false";
    if (typeof v === "number") return encodeNumber(v);
    if (v instanceof PyFloat) return pyFloatRepr(v.value).replace(/^nan$/, "NaN").replace(/^(-?)inf$/, "$1Infinity");
    if (typeof v === "string") return encodeString(v, ensureAscii);
    if (typeof v === "object" && typeof (v as { toJSON?: unknown }).toJSON === "function") {
      return walk((v as { toJSON(): unknown }).toJSON(), level);
    }
    const isArray = Array.isArray(v);
    const items: string[] = isArray
      ? (v as unknown[]).map((x) => walk(x, level + 1))
      : Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => `${encodeString(k, ensureAscii)}: ${walk(x, level + 1)}`);
    const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
    if (items.length === 0) return open + close;
    if (indent === undefined) return open + items.join(", ") + close;
    const pad = " ".repeat(indent * (level + 1));
    return `${open}\n${pad}${items.join(",\n" + pad)}\n${" ".repeat(indent * level)}${close}`;
  };
  return walk(value, 0);
}

/**
 * JSON.parse that also accepts Python's NaN / Infinity / -Infinity tokens (json.dumps emits them).
 * Tokens are only rewritten outside string literals.
 */
export function parsePyJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!/NaN|Infinity/.test(text)) throw error;
  }
  // One pass over the text, copying the runs between tokens as slices: building the result a
  // character at a time made a 157 MB line of NaNs a rope of 157 million nodes (gigabytes). String
  // literals are matched whole so a token inside one is left alone. ±Infinity become ±1e999, which
  // JSON.parse reads as ±Infinity; only NaN needs a stand-in and a reviver.
  const parts: string[] = [];
  let copied = 0;
  let sawNaN = false;
  for (const match of text.matchAll(PY_TOKENS)) {
    const token = match[0];
    if (token.startsWith('"')) continue;
    parts.push(text.slice(copied, match.index), token === "NaN" ? NAN_STAND_IN : token === "Infinity" ? "1e999" : "-1e999");
    copied = match.index + token.length;
    sawNaN ||= token === "NaN";
  }
  parts.push(text.slice(copied));
  const rewritten = parts.join("");
  return sawNaN ? JSON.parse(rewritten, (_key, value) => (value === NAN_MARK ? NaN : value)) : JSON.parse(rewritten);
}

/** A string literal (skipped whole), or one of Python's non-finite tokens. */
const PY_TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|-?Infinity|NaN/g;
const NAN_MARK = "\u0000py:NaN\u0000";
const NAN_STAND_IN = JSON.stringify(NAN_MARK);
