import { describe, expect, it } from "vitest";
import { asksForHelp, parseArgs, type OptionSpec } from "./args";
import { UsageError } from "./errors";

describe("parseArgs", () => {
  const specs: OptionSpec[] = [
    { name: "json", help: "" },
    { name: "server", value: "URL", help: "" },
    { name: "name", value: "NAME", help: "" },
    { name: "format", value: "F", choices: ["text", "github"], help: "" },
  ];

  it("reads positionals, flags and values in both spellings", () => {
    expect(parseArgs(["bundle.zip", "--json", "--server", "http://x", "--name=a=b"], specs)).toEqual({
      positionals: ["bundle.zip"],
      options: { json: true, server: "http://x", name: "a=b" },
    });
  });

  it("takes everything after -- as positionals", () => {
    expect(parseArgs(["--json", "--", "--name", "-h"], specs)).toEqual({ positionals: ["--name", "-h"], options: { json: true } });
  });

  it("rejects unknown options, missing values, values on flags and values outside the choices", () => {
    expect(() => parseArgs(["--nope"], specs)).toThrow(new UsageError("unknown option --nope"));
    expect(() => parseArgs(["--server"], specs)).toThrow("--server needs a value (URL)");
    expect(() => parseArgs(["--json=yes"], specs)).toThrow("--json takes no value");
    expect(() => parseArgs(["--format", "xml"], specs)).toThrow('--format must be text or github, not "xml"');
    expect(parseArgs(["--format=github"], specs).options).toEqual({ format: "github" });
  });
});

describe("asksForHelp", () => {
  it("finds --help or -h anywhere before --", () => {
    expect(asksForHelp(["bundle.zip", "--json", "-h"])).toBe(true);
    expect(asksForHelp(["--help"])).toBe(true);
    expect(asksForHelp(["bundle.zip", "--", "-h"])).toBe(false);
    expect(asksForHelp(["bundle.zip"])).toBe(false);
  });
});
