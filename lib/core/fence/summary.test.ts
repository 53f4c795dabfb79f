import { describe, expect, it } from "vitest";
import { makeClaimRecord, type RejectionRecord } from "../records";
import { summarizeClaims } from ".";

const claim = (finding: string) => makeClaimRecord({ claim: "c", claim_in_document: "", evidence: "", finding });
const rejection: RejectionRecord = { tool: "record_claim", content: "", reason: "r", timestamp: 1 };

describe("summarizeClaims (spec §8.3)", () => {
  it("counts claims, rejections and each finding under its raw string", () => {
    const claims = ["found", "found", "not-found", "found", "found"].map(claim);
    expect(summarizeClaims(claims, [rejection, rejection])).toEqual({ total: 5, rejections: 2, found: 4, "not-found": 1 });
  });

  it("counts an empty finding as unknown, keeping key order", () => {
    expect(Object.entries(summarizeClaims([claim(""), claim("found")], []))).toEqual([
      ["total", 2],
      ["rejections", 0],
      ["unknown", 1],
      ["found", 1],
    ]);
  });

  it("lets a finding named total overwrite the total, as in Python", () => {
    expect(summarizeClaims([claim("total"), claim("found")], [])).toEqual({ total: 1, rejections: 0, found: 1 });
  });
});
