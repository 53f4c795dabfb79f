import { describe, expect, it } from "vitest";
import {
  EVIDENCE_EMPTY_REASON,
  EVIDENCE_MISMATCH_REASON,
  normalize,
  numberMatch,
  verifySearchMatch,
} from ".";
import { pyIsDigit, pySplit, pySplitWhitespace, pyStrip } from "../python";

describe("normalize", () => {
  it("matches the spec §1.6 example", () => {
    expect(normalize("**Bold** _it_ total_revenue [link](u)\n## H2 | a — b")).toBe("bold it total_revenue link h2 a - b");
  });

  it("removes heading markers only at line starts, after \\n (Python's multiline ^)", () => {
    expect(normalize("# \n# x")).toBe("x");
    expect(normalize("a\r# b")).toBe("a # b");
    expect(normalize("price #1 pick")).toBe("price #1 pick");
  });

  it("keeps underscores inside words of any script", () => {
    expect(normalize("café_total ~~gone~~ `code` é_")).toBe("café_total gone code é");
  });

  it("collapses Python whitespace but leaves U+FEFF, which Python does not treat as space", () => {
    expect(normalize("a\u001c\u0085b")).toBe("a b");
    expect(normalize("\ufeffa")).toBe("\ufeffa");
  });
});

describe("Python text primitives", () => {
  it("strip and split agree with Python on its whitespace set", () => {
    expect(pyStrip("\u001f x \u0085")).toBe("x");
    expect(pySplitWhitespace("  a\u3000b \n c ")).toEqual(["a", "b", "c"]);
  });

  it("split with maxsplit keeps the remainder whole", () => {
    expect(pySplit("a:1:b:c", ":", 2)).toEqual(["a", "1", "b:c"]);
    expect(pySplit("abc", ":", 2)).toEqual(["abc"]);
  });

  it("isdigit accepts decimal and superscript digits, rejects the empty string", () => {
    expect(pyIsDigit("42")).toBe(true);
    expect(pyIsDigit("٤²")).toBe(true);
    expect(pyIsDigit("")).toBe(false);
    expect(pyIsDigit("4a")).toBe(false);
  });
});

describe("numberMatch", () => {
  it("needs a shared number and two shared content words (spec §1.6 example)", () => {
    expect(numberMatch("REVENUE WAS $5.1B IN FY2025", "data.json:3: revenue was $5.1B in FY2025")).toBe(true);
  });

  it("drops stopwords before counting common words", () => {
    expect(numberMatch("the revenue of 5098000000", "revenue was 5098000000 and the")).toBe(false);
  });

  it("fails without numbers on either side", () => {
    expect(numberMatch("revenue grew strongly", "revenue grew strongly 5")).toBe(false);
    expect(numberMatch("revenue grew 5", "revenue grew strongly")).toBe(false);
  });
});

describe("verifySearchMatch", () => {
  const searchText = "tools/data.json:42: revenue was $5.1B in FY2025\ntools/data.json:43: margin 32.1% steady";

  it("accepts an exact substring line", () => {
    expect(verifySearchMatch("revenue was $5.1B in FY2025", searchText)).toEqual({ ok: true });
  });

  it("strips markdown quote markers before matching", () => {
    expect(verifySearchMatch(">> revenue was $5.1B in FY2025", searchText)).toEqual({ ok: true });
  });

  it("accepts the content of a grep line whose path differs", () => {
    expect(verifySearchMatch("other/file.json:42: revenue was $5.1B in FY2025", searchText)).toEqual({ ok: true });
  });

  it("requires 15 code points of grep content", () => {
    expect(verifySearchMatch("x.json:43: margin 32.1%", "zzz margin 32.1%")).toEqual({
      ok: false,
      reason: EVIDENCE_MISMATCH_REASON,
    });
  });

  it("skips lines shorter than 10 code points and tries only the first five lines", () => {
    const padded = ["short", "a b c d e f g unrelated", "nothing here at all", "more filler text", "yet another line"];
    expect(verifySearchMatch([...padded, "revenue was $5.1B in FY2025"].join("\n"), searchText).ok).toBe(false);
    expect(verifySearchMatch([...padded.slice(1), "revenue was $5.1B in FY2025"].join("\n"), searchText).ok).toBe(true);
  });

  it("reports empty evidence", () => {
    expect(verifySearchMatch(" \n\t\n", searchText)).toEqual({ ok: false, reason: EVIDENCE_EMPTY_REASON });
  });

  it("is case-sensitive when no number can rescue the line", () => {
    expect(verifySearchMatch("MARGIN STEADY TODAY", "margin steady today").ok).toBe(false);
    expect(verifySearchMatch("MARGIN 32.1% STEADY TODAY", "margin 32.1% steady today").ok).toBe(true);
  });
});
