import { describe, expect, it } from "vitest";
import { PyFloat, PyTuple } from "../python";
import { defaultFormat, flatten, formatInput, redactText, redactValue, safeName, truncateToBytes } from ".";

describe("safeName", () => {
  it.each([
    ["langchain/tools/tavily", "langchain_tools_tavily"],
    ["mcp::tool_name", "mcp__tool_name"],
    ["my.tool name", "my_tool_name"],
    ["__tool__", "tool"],
    ["///", "unknown"],
    ["搜索工具", "unknown"],
    ["<lambda>", "lambda"],
  ])("§9 #70 safeName(%j) = %j", (tool, expected) => expect(safeName(tool)).toBe(expected));

  it("§9 #70 truncates to 100 characters", () => {
    expect(safeName("a".repeat(200))).toBe("a".repeat(100));
  });

  it("treats an astral character as one unsafe character, not two", () => {
    expect(safeName("a😀b")).toBe("a_b");
  });
});

describe("redaction", () => {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  it.each([
    [`key sk-${letters}`, "key ***API_KEY***"],
    [`AIzaSyA${"x".repeat(32)}`, "***API_KEY***"],
    [`tvly-${letters}`, "***API_KEY***"],
    ["Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload", "Authorization: Bearer ***TOKEN***"],
    ["revenue: 394328000000, ticker: AAPL", "revenue: 394328000000, ticker: AAPL"],
  ])("§9 #71 redactText(%j) = %j", (text, expected) => expect(redactText(text)).toBe(expected));

  it("§5.5 gaps: sk-proj keys pass, task-<alnum> is caught without word boundary", () => {
    expect(redactText(`sk-proj-${letters}`)).toBe(`sk-proj-${letters}`);
    expect(redactText(`task-${letters}`)).toBe("ta***API_KEY***");
  });

  it("walks dict values and lists but not keys, tuples or bytes", () => {
    const secret = `sk-${letters}`;
    const bytes = new Uint8Array([1, 2]);
    const tuple = new PyTuple([secret]);
    const redacted = redactValue({ [secret]: [secret, { deep: secret }], tuple, bytes, n: 1 });
    expect(redacted).toEqual({ [secret]: ["***API_KEY***", { deep: "***API_KEY***" }], tuple, bytes, n: 1 });
  });
});

describe("defaultFormat", () => {
  it("§9 #72 covers each rule in order", () => {
    expect(defaultFormat(null)).toBe("(no output)");
    expect(defaultFormat("hello")).toBe("hello");
    expect(defaultFormat({ k: "v" })).toBe("k: v");
    expect(defaultFormat([{ a: 1 }, { a: 2 }])).toContain("(2 rows)");
    expect(defaultFormat(["one", "two"])).toBe("[0] one\n[1] two");
    expect(defaultFormat([1, "two", null])).toBe('[\n  1,\n  "two",\n  null\n]');
    expect(defaultFormat(42)).toBe("42");
  });

  it("writes other values as indented JSON: booleans, empty lists, tuples as arrays, bytes via str", () => {
    expect(defaultFormat(true)).toBe("true");
    expect(defaultFormat([])).toBe("[]");
    expect(defaultFormat(new PyTuple([1, new PyFloat(2)]))).toBe("[\n  1,\n  2.0\n]");
    expect(defaultFormat([new Uint8Array([104, 105])])).toBe("[\n  \"b'hi'\"\n]");
    expect(defaultFormat(["é", 1])).toBe('[\n  "\\u00e9",\n  1\n]');
  });

  it("§5.4 table: first row's columns, trailing spaces kept, missing cells blank, (1 rows)", () => {
    expect(defaultFormat([{ name: "AAPL", pe: 18.9 }, { name: "MSFT", pe: 33.25 }])).toBe(
      "(2 rows)\nname | pe   \n-----|------\nAAPL | 18.9 \nMSFT | 33.25",
    );
    expect(defaultFormat([{ a: "x" }, { b: "dropped" }])).toBe("(2 rows)\na\n-\nx\n ");
    expect(defaultFormat([{ city: "Zürich", n: null }])).toBe("(1 rows)\ncity   | n   \n-------|-----\nZürich | None");
  });
});

describe("flatten", () => {
  it.each([
    [{ a: { b: { c: 42 } } }, "a.b.c: 42"],
    [{ a: { b: { c: { d: 1 } } } }, "a.b.c: {'d': 1}"],
    [{ items: [{ x: 1 }, { x: 2 }] }, "items[0].x: 1\nitems[1].x: 2"],
    [{ d: true, e: null, f: [1, 2] }, "d: True\ne: None\nf: [1, 2]"],
    [{ mixed: [{ x: 1 }, "tail"] }, "mixed[0].x: 1\nmixed[1]: tail"],
    [{ before: 1, empty: {}, after: 2 }, "before: 1\n\nafter: 2"],
    [{ ratio: new PyFloat(1) }, "ratio: 1.0"],
  ])("§5.4 flatten(%j)", (dict, expected) => expect(flatten(dict, 3)).toBe(expected));
});

describe("formatInput", () => {
  it("joins dict pairs with py-str values, keeps a str, py-strs the rest", () => {
    expect(formatInput({ ticker: "AAPL", period: "annual" })).toBe("ticker=AAPL, period=annual");
    expect(formatInput({ opts: { a: [1, "b"] }, t: new PyTuple(["x"]) })).toBe("opts={'a': [1, 'b']}, t=('x',)");
    expect(formatInput({})).toBe("");
    expect(formatInput("raw query")).toBe("raw query");
    expect(formatInput(["a"])).toBe("['a']");
  });
});

describe("truncateToBytes", () => {
  it("keeps text within the cap untouched", () => {
    expect(truncateToBytes("abc", 3)).toBe("abc");
  });

  it("decodes a code point cut in half as one U+FFFD, then appends the marker", () => {
    // "😀" is 4 UTF-8 bytes; keeping 2 leaves an incomplete sequence.
    expect(truncateToBytes("a😀", 3)).toBe("a\uFFFD\n\n[TRUNCATED: output was 5 bytes, showing first 3]");
  });

  it("keeps a leading byte-order mark, as Python's utf-8 codec does", () => {
    expect(truncateToBytes("\uFEFFabcdef", 4)).toBe("\uFEFFa\n\n[TRUNCATED: output was 9 bytes, showing first 4]");
  });
});
