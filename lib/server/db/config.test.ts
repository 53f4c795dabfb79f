import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseConfig } from "./config";

describe("databaseConfig", () => {
  it("defaults to the SQLite file under data/", () => {
    expect(databaseConfig(undefined)).toEqual({ provider: "sqlite", url: path.resolve("data/cairn.db"), schema: "main" });
  });
  it("accepts file: URLs and plain paths", () => {
    expect(databaseConfig("file:/tmp/x.db").url).toBe("/tmp/x.db");
    expect(databaseConfig("./y.db").url).toBe(path.resolve("y.db"));
  });
  it.each(["postgres://u@h:5432/db", "postgresql://u@h:5432/db"])("uses PostgreSQL for %s", (url) => {
    expect(databaseConfig(url)).toMatchObject({ provider: "postgresql", schema: "public" });
  });
  it("takes the PostgreSQL schema from ?schema= and removes it from the connection string", () => {
    const config = databaseConfig("postgresql://postgres@127.0.0.1:5432/test?schema=t1&sslmode=disable");
    expect(config.schema).toBe("t1");
    expect(config.url).toBe("postgresql://postgres@127.0.0.1:5432/test?sslmode=disable");
  });
});
