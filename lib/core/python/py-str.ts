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

/** Python repr() of a str: single quotes unless the text holds a ' and no ". */
export function pyStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === quote) out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (cp < 0x20 || cp === 0x7f) out += "\\x" + cp.toString(16).padStart(2, "0");
    else out += ch;
  }
  return out + quote;
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
  if (value instanceof Uint8Array) return `b'${Array.from(value, (b) => String.fromCharCode(b)).join("")}'`;
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
