import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEY_MAP } from "./key-map";

describe("the keyboard map", () => {
  it("is listed in the README as the ? overlay lists it", () => {
    const readme = readFileSync(path.join(__dirname, "../../README.md"), "utf8");
    const section = readme.slice(readme.indexOf("### Keyboard"), readme.indexOf("## What the audit checks"));
    const rows = section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| key"));
    expect(rows).toHaveLength(KEY_MAP.length);
    KEY_MAP.forEach((binding, index) => expect(rows[index].toLowerCase(), binding.keys.join(" ")).toContain(`| ${binding.does.toLowerCase()} |`));
  });
});
