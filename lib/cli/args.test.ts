import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "./args";

describe("parseArgs", () => {
  const known = { flags: ["json"], values: ["server", "name"] };
  it("reads positionals, flags and values in both spellings", () => {
    expect(parseArgs(["bundle.zip", "--json", "--server", "http://x", "--name=a=b"], known)).toEqual({
      positionals: ["bundle.zip"],
      options: { json: true, server: "http://x", name: "a=b" },
    });
  });
  it("rejects unknown options and missing values", () => {
    expect(() => parseArgs(["--nope"], known)).toThrow(UsageError);
    expect(() => parseArgs(["--server"], known)).toThrow("--server needs a value");
  });
});
