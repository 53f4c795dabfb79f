import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pyRepr, pyStr, pyStrRepr } from ".";
import reference from "./reference/python-3.11.json";

/**
 * repr() of str and bytes against CPython. `reference/python-3.11.json` records what Python 3.11
 * (Unicode 14.0) says about every code point and every byte (see make-reference.py); Python
 * itself is not needed to run these tests.
 */

type Kind = "p" | "n" | "u";
const kindOf = new Uint8Array(0x110000);
const KIND_CODES: Record<Kind, number> = { p: 0, n: 1, u: 2 };
reference.code_point_runs.forEach(([start, kind], i) => {
  const end = (reference.code_point_runs[i + 1]?.[0] as number | undefined) ?? kindOf.length;
  kindOf.fill(KIND_CODES[kind as Kind], start as number, end);
});

const ASSIGNED_HERE = /\P{Cn}/u;
/**
 * Python 3.11 escapes code points that are unassigned in its Unicode 14.0. The runtime's Unicode
 * may be newer and assign some of them: repr() here, as in a Python of that Unicode version,
 * then keeps them. These are the only code points where the two may differ.
 */
const assignedAfterPython = (cp: number) => kindOf[cp] === KIND_CODES.u && ASSIGNED_HERE.test(String.fromCodePoint(cp));
const pythonPrints = (cp: number) => kindOf[cp] === KIND_CODES.p;

/** Reads a Python str or bytes literal back: its quote, and its code points (bytes: byte values). */
function readLiteral(literal: string): { quote: string; values: number[] } {
  const units = Array.from(literal.startsWith("b") ? literal.slice(1) : literal);
  const quote = units[0];
  expect(units.at(-1)).toBe(quote);
  const values: number[] = [];
  const simple: Record<string, number> = { "\\": 0x5c, "'": 0x27, '"': 0x22, t: 0x09, n: 0x0a, r: 0x0d };
  const hexLength: Record<string, number> = { x: 2, u: 4, U: 8 };
  for (let i = 1; i < units.length - 1; i++) {
    const ch = units[i];
    expect(ch, `an unescaped quote inside ${literal}`).not.toBe(quote);
    if (ch !== "\\") {
      values.push(ch.codePointAt(0)!);
      continue;
    }
    const kind = units[++i];
    if (kind in simple) values.push(simple[kind]);
    else {
      const digits = units.slice(i + 1, i + 1 + hexLength[kind]).join("");
      expect(digits, `escape \\${kind} in ${literal}`).toMatch(/^[0-9a-f]+$/);
      expect(digits).toHaveLength(hexLength[kind]);
      values.push(parseInt(digits, 16));
      i += hexLength[kind];
    }
  }
  return { quote, values };
}

const codePoints = (s: string) => Array.from(s, (ch) => ch.codePointAt(0)!);

describe("repr() of str (issue 15 row 1)", () => {
  it("escapes every code point Python does not print: str(['\\u2028', '\\xa0', '\\u200b'])", () => {
    // Python 3.11: str(["\u2028", "\xa0", "\u200b"]) == "['\\u2028', '\\xa0', '\\u200b']"
    expect(pyStr(["\u2028", "\xa0", "\u200b"])).toBe("['\\u2028', '\\xa0', '\\u200b']");
    // Python 3.11: str({'note': '\u2003'}) == "{'note': '\\u2003'}"
    expect(pyStr({ note: "\u2003" })).toBe("{'note': '\\u2003'}");
    // Python 3.11: repr('\U000e0001\x85\ud800é😀 ') == "'\\U000e0001\\x85\\ud800é😀 '"
    expect(pyRepr("\u{e0001}\x85\ud800é😀 ")).toBe("'\\U000e0001\\x85\\ud800é😀 '");
  });

  it("agrees with Python 3.11 on every code point", () => {
    const differing: string[] = [];
    let newerUnicode = 0;
    for (let cp = 0; cp < kindOf.length; cp++) {
      const ch = String.fromCodePoint(cp);
      const repr = pyStrRepr(ch);
      const quoted = ch === "'" ? `"'"` : ch === "\\" ? "'\\\\'" : `'${ch}'`;
      if ((repr === quoted) === pythonPrints(cp)) continue;
      if (assignedAfterPython(cp)) newerUnicode++;
      else differing.push(`U+${cp.toString(16).padStart(4, "0")}: ${repr}`);
    }
    expect(differing).toEqual([]);
    if (process.versions.unicode === reference.unicode.replace(/\.0$/, "")) expect(newerUnicode).toBe(0);
  });

  it("writes each escape in Python's form: \\t \\n \\r, then \\x, \\u or \\U by size", () => {
    // Python 3.11: repr('\t\n\r\x00\x7f\xad\u0378\U0001d173\U0010ffff')
    expect(pyRepr("\t\n\r\x00\x7f\xad\u0378\u{1d173}\u{10ffff}")).toBe("'\\t\\n\\r\\x00\\x7f\\xad\\u0378\\U0001d173\\U0010ffff'");
  });

  it("quotes like Python: ' unless the text holds a ' and no \"", () => {
    // Python 3.11: repr("it's"), repr('a\'b"c'), repr('say "hi"'), repr('\\')
    expect(pyRepr("it's")).toBe(`"it's"`);
    expect(pyRepr(`a'b"c`)).toBe(`'a\\'b"c'`);
    expect(pyRepr('say "hi"')).toBe(`'say "hi"'`);
    expect(pyRepr("\\")).toBe("'\\\\'");
  });

  const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));
  const unit = fc.oneof(fc.constantFrom("'", '"', "\\", " ", "\t", "\n", "\u2028", "\xa0"), fc.string({ unit: "binary-ascii", maxLength: 1 }), anyCodePoint);

  it("reads back as the same text, with only code points Python prints left raw (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const repr = pyStrRepr(text);
        const { quote, values } = readLiteral(repr);
        expect(String.fromCodePoint(...values)).toBe(text);
        expect(quote).toBe(text.includes("'") && !text.includes('"') ? '"' : "'");
        const raw = codePoints(repr.slice(1, -1).replace(/\\(?:x..|u....|U........|.)/gs, ""));
        for (const cp of raw) expect(pythonPrints(cp) || assignedAfterPython(cp), `U+${cp.toString(16)} left raw in ${repr}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("repr() of bytes (issue 15 row 2)", () => {
  it("hex-escapes and switches to \" quotes when the bytes hold a ': str(b\"\\xb4\\x00'\")", () => {
    // Python 3.11: str(b"\xb4\x00'") == 'b"\\xb4\\x00\'"'
    expect(pyStr(new Uint8Array([0xb4, 0x00, 0x27]))).toBe(`b"\\xb4\\x00'"`);
    // Python 3.11: repr(b'\'"'), repr(b'"'), repr(b'\\\t\n\r\x7f\x80')
    expect(pyRepr(new Uint8Array([0x27, 0x22]))).toBe(`b'\\'"'`);
    expect(pyRepr(new Uint8Array([0x22]))).toBe(`b'"'`);
    expect(pyRepr(new Uint8Array([0x5c, 0x09, 0x0a, 0x0d, 0x7f, 0x80]))).toBe("b'\\\\\\t\\n\\r\\x7f\\x80'");
  });

  it("agrees with Python 3.11 on every byte", () => {
    const ours = Array.from({ length: 256 }, (_, byte) => pyRepr(new Uint8Array([byte])));
    expect(ours).toEqual(reference.byte_reprs);
  });

  it("reads back as the same bytes, quoted as Python quotes them (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const repr = pyRepr(bytes);
        expect(repr).toMatch(/^b[\x20-\x7e]*$/);
        const { quote, values } = readLiteral(repr);
        expect(values).toEqual([...bytes]);
        expect(quote).toBe(bytes.includes(0x27) && !bytes.includes(0x22) ? '"' : "'");
      }),
      { numRuns: 1000 },
    );
  });
});
