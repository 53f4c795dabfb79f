import { afterEach, describe, expect, it, vi } from "vitest";
import { auditorAvailability, createAuditor, llmEndpoint } from "./auditors";

afterEach(() => vi.unstubAllEnvs());

describe("auditor selection", () => {
  it("offers only the mechanical auditor without an endpoint, and says why", () => {
    vi.stubEnv("CAIRN_LLM_BASE_URL", "");
    expect(auditorAvailability().map(({ kind, available }) => [kind, available])).toEqual([
      ["mechanical", true],
      ["hybrid", false],
      ["llm", false],
    ]);
    expect(() => createAuditor("llm")).toThrow("not available");
  });

  it("reads the endpoint and passes only the limits that are set", () => {
    vi.stubEnv("CAIRN_LLM_BASE_URL", "http://127.0.0.1:9/v1");
    vi.stubEnv("CAIRN_LLM_MODEL", "m");
    vi.stubEnv("CAIRN_LLM_MAX_ROUNDS", "12");
    expect(llmEndpoint()).toEqual({ baseURL: "http://127.0.0.1:9/v1", model: "m", apiKey: "not-needed", limits: { maxRounds: 12 } });
    expect(createAuditor("hybrid")).toMatchObject({ kind: "hybrid", model: "m" });
  });
});
