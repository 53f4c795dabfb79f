import { describe, expect, it } from "vitest";
import { PyFloat, PyTuple, codePointLength, codePointSlice, fnmatch, normpath, parsePyJson, pyCompareStr, pyDeepCopy, pyJsonDumps, pyRepr, pyStr } from ".";

describe("pyStr", () => {
  it.each([
    ["hello", "hello"],
    [true, "True"],
    [false, "False"],
    [null, "None"],
    [new PyFloat(1), "1.0"],
    [1e-5, "1e-05"],
    [new PyFloat(1.5e16), "1.5e+16"],
    [1.5e16, "15000000000000000"],
    [new PyFloat(1e16), "1e+16"],
    [0.262, "0.262"],
    [150.25, "150.25"],
    [5098000000, "5098000000"],
    [{ k: "v" }, "{'k': 'v'}"],
    [["a", 1], "['a', 1]"],
    [new PyTuple(["a"]), "('a',)"],
    [new PyTuple([1, 2]), "(1, 2)"],
    [{ d: { e: [1, null] } }, "{'d': {'e': [1, None]}}"],
  ])("%j → %s", (input, expected) => expect(pyStr(input)).toBe(expected));
});

describe("pyJsonDumps", () => {
  it("uses Python separators and escapes non-ASCII by default", () => {
    expect(pyJsonDumps({ a: [1, "é"], b: null })).toBe('{"a": [1, "\\u00e9"], "b": null}');
    expect(pyJsonDumps({ a: "é" }, { ensureAscii: false })).toBe('{"a": "é"}');
    expect(pyJsonDumps({ t: new PyFloat(2) })).toBe('{"t": 2.0}');
  });
  it("indents like json.dumps(indent=2)", () => {
    expect(pyJsonDumps({ a: { b: 1 }, c: [] }, { indent: 2 })).toBe('{\n  "a": {\n    "b": 1\n  },\n  "c": []\n}');
  });
  it("parses NaN and Infinity tokens outside strings only", () => {
    const parsed = parsePyJson('{"a": NaN, "b": -Infinity, "c": "NaN"}') as Record<string, unknown>;
    expect(parsed.a).toBeNaN();
    expect(parsed.b).toBe(-Infinity);
    expect(parsed.c).toBe("NaN");
  });
  it("leaves tokens inside strings alone, escaped quotes included, and refuses what Python refuses", () => {
    expect(parsePyJson('[Infinity, "say \\"NaN\\" -Infinity", {"k\\\\": [NaN, -Infinity]}]')).toEqual([Infinity, 'say "NaN" -Infinity', { "k\\": [NaN, -Infinity] }]);
    for (const bad of ["[NaNx]", "[nan]", '["NaN]', "[-NaN]", "[Infinity"]) expect(() => parsePyJson(bad), bad).toThrow();
  });
  it("rewrites a line of millions of tokens and megabyte strings in one pass", () => {
    const tokens = Array.from({ length: 1_000_000 }, (_, i) => ["NaN", "0", "Infinity", "-Infinity"][i % 4]);
    const text = `{"long": "${"NaN ".repeat(2_000_000)}", "values": [${tokens.join(",")}]}`;
    const parsed = parsePyJson(text) as { long: string; values: number[] };
    expect(parsed.long).toHaveLength(8_000_000);
    expect(parsed.values).toHaveLength(1_000_000);
    expect(parsed.values.slice(0, 4)).toEqual([NaN, 0, Infinity, -Infinity]);
  });
});

describe("python helpers", () => {
  it("counts code points", () => {
    expect(codePointLength("a😀b")).toBe(3);
    expect(codePointSlice("😀😀😀", 0, 2)).toBe("😀😀");
  });
  it("orders strings by code point, as Python's sorted() does", () => {
    // Python: sorted(["\U0001f600", "\uff5e", "b", "ab", "a"]) == ['a', 'ab', 'b', '\uff5e', '\U0001f600']
    expect(["\u{1f600}", "\uff5e", "b", "ab", "a"].sort(pyCompareStr)).toEqual(["a", "ab", "b", "\uff5e", "\u{1f600}"]);
    expect(pyCompareStr("x", "x")).toBe(0);
  });
  it.each([
    // Whole names only, case-sensitive; * spans /.
    ["search_web", "search_*", true],
    ["a/b", "a*", true],
    ["Search_web", "search_*", false],
    ["x1", "x[!0-9]", false],
    ["xa", "x[!0-9]", true],
    ["]", "[]]", true],
    ["a", "[!]]", true],
    ["]", "[!]]", false],
    ["[!]", "[!]", true],
    ["b", "[z-a]", false],
    ["z", "[z-a]", false],
    ["x", "[!z-a]", true],
    ["-", "[a-]", true],
    ["d", "[a-c-e]", false],
    ["-", "[a-c-e]", true],
    ["^", "[^a]", true],
    ["\\", "[\\]", true],
    ["😁", "[😀-😂]", true],
    ["a\nb", "a*b", true],
    ["a/b", "a?b", true],
    ["ab", "a**b", true],
  ])("fnmatch(%j, %j) is %s, as Python 3.11's fnmatchcase", (name, pattern, expected) => expect(fnmatch(name, pattern)).toBe(expected));
  it.each([
    ["", "."],
    ["a/./b", "a/b"],
    ["a/../b", "b"],
    ["tools/", "tools"],
    ["//a", "//a"],
    ["../x", "../x"],
    ["tools/../../x", "../x"],
    ["/..", "/"],
  ])("normpath(%j) = %j", (input, expected) => expect(normpath(input)).toBe(expected));
});

describe("pyDeepCopy", () => {
  it("copies lists, dicts, tuples and bytes all the way down and keeps floats floats", () => {
    const bytes = new Uint8Array([1, 2]);
    const original = { f: new PyFloat(1), t: new PyTuple([[1], bytes]), list: [{ k: "v" }] };
    const copy = pyDeepCopy(original);
    expect(pyRepr(copy)).toBe(pyRepr(original));
    expect(pyRepr(copy)).toBe("{'f': 1.0, 't': ([1], b'\\x01\\x02'), 'list': [{'k': 'v'}]}");
    expect(copy.list[0]).not.toBe(original.list[0]);
    expect(copy.t.items[0]).not.toBe(original.t.items[0]);
    expect(copy.t.items[1]).not.toBe(bytes);
    expect(copy.f).toBe(original.f);
  });
});
