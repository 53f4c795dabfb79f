/**
 * Python's str()/repr() for the JSON-like values a trace carries. audit-fence writes query strings,
 * flat-text leaves and table cells with py-str, so evidence copied from them only matches if we
 * render exactly as Python would.
 *
 * JavaScript has one number type: an integral number renders as a Python int, unless wrapped
 * in `PyFloat` (which renders `1.0`). See lib/core/README.md for this documented difference.
 */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** A Python tuple: renders `('a',)` / `(1, 2)`; JSON-serialises as an array. */
export class PyTuple {
  constructor(readonly items: readonly unknown[]) {}
  toJSON(): unknown[] {
    return [...this.items];
  }
}

export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  // Python's repr uses the shortest round-tripping digits (same as JS), but switches to
  // scientific notation when the decimal exponent is < -4 or >= 16.
  const [mantissa, expPart] = x.toExponential().split("e");
  const exp = Number(expPart);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp).toString().padStart(2, "0");
    return `${sign}${m}e${exp < 0 ? "-" : "+"}${e}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  const frac = digits.slice(exp + 1);
  return `${sign}${intPart}.${frac || "0"}`;
}

function pyNumberRepr(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return BigInt(x).toString();
  return pyFloatRepr(x);
}

/**
 * What repr() escapes besides the quote: the backslash, and every code point str.isprintable()
 * rejects, i.e. Unicode categories C (Cc, Cf, Cs, Co, and Cn, unassigned) and Z (separators),
 * except the ASCII space.
 */
const REPR_ESCAPED = /(?! )[\\'"\p{C}\p{Z}]/gu;

/** The escape repr() writes for a code point: \t \n \r, else \xhh, \uhhhh or \Uhhhhhhhh by size. */
function escapeCodePoint(cp: number): string {
  if (cp === 0x09) return "\\t";
  if (cp === 0x0a) return "\\n";
  if (cp === 0x0d) return "\\r";
  if (cp <= 0xff) return `\\x${cp.toString(16).padStart(2, "0")}`;
  if (cp <= 0xffff) return `\\u${cp.toString(16).padStart(4, "0")}`;
  return `\\U${cp.toString(16).padStart(8, "0")}`;
}

/** Single quotes, unless the text holds a ' and no " (Python's repr and bytes repr agree on this). */
function reprQuote(hasSingle: boolean, hasDouble: boolean): string {
  return hasSingle && !hasDouble ? '"' : "'";
}

/** Python repr() of a str. */
export function pyStrRepr(s: string): string {
  const quote = reprQuote(s.includes("'"), s.includes('"'));
  const body = s.replace(REPR_ESCAPED, (ch) => {
    if (ch === quote || ch === "\\") return `\\${ch}`;
    if (ch === "'" || ch === '"') return ch;
    return escapeCodePoint(ch.codePointAt(0)!);
  });
  return quote + body + quote;
}

/** Python repr() of bytes: printable ASCII as is, \t \n \r and the quote escaped, any other byte as \xhh. */
function pyBytesRepr(bytes: Uint8Array): string {
  const quote = reprQuote(bytes.includes(0x27), bytes.includes(0x22));
  let body = "";
  for (const byte of bytes) {
    const ch = String.fromCharCode(byte);
    if (ch === quote || ch === "\\") body += `\\${ch}`;
    else if (byte < 0x20 || byte >= 0x7f) body += escapeCodePoint(byte);
    else body += ch;
  }
  return `b${quote}${body}${quote}`;
}

export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "string") return pyStrRepr(value);
  if (typeof value === "number") return pyNumberRepr(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (value instanceof PyTuple) {
    const parts = value.items.map(pyRepr);
    return parts.length === 1 ? `(${parts[0]},)` : `(${parts.join(", ")})`;
  }
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (value instanceof Uint8Array) return pyBytesRepr(value);
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`).join(", ")}}`;
  }
  return String(value);
}

/** Python str(): a str as-is, anything else its repr. */
export function pyStr(value: unknown): string {
  return typeof value === "string" ? value : pyRepr(value);
}
