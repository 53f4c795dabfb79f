import { describe, expect, it } from "vitest";
import { isSecretKey, maskPatterns, maskValues, REDACTED, redactJson } from ".";

describe("secret-named keys", () => {
  it.each(["api_key", "apiKey", "x-api-key", "API_KEY", "token", "access_token", "idToken", "secret", "client_secret", "password", "db_passwd", "Authorization", "cookie", "private_key", "aws_secret_access_key", "credentials"])("%s is a secret", (key) => {
    expect(isSecretKey(key)).toBe(true);
  });
  it.each(["max_tokens", "prompt_tokens", "token_count", "tokens", "secretary", "author", "keyword", "ticker", "passage", "query", "session_id"])("%s is not", (key) => {
    expect(isSecretKey(key)).toBe(false);
  });
});

describe("redactJson", () => {
  it("replaces strings under secret keys, masks the patterns elsewhere, and counts both", () => {
    const input = { ticker: "ACME", api_key: "abc123secret", headers: { Authorization: "Bearer abcdefghijklmnopqrstuvwxyz", accept: "json" }, note: "key sk-abcdefghijklmnopqrstuvwxyz", max_tokens: 1200, auth: { user: "me", pass: "hunter22" } };
    const { value, masked, secrets } = redactJson(input);
    expect(JSON.parse(JSON.stringify(value))).toEqual({ ticker: "ACME", api_key: REDACTED, headers: { Authorization: REDACTED, accept: "json" }, note: "key ***API_KEY***", max_tokens: 1200, auth: { user: REDACTED, pass: REDACTED } });
    expect(masked).toBe(5);
    expect(secrets).toEqual(["abc123secret", "Bearer abcdefghijklmnopqrstuvwxyz", "me", "hunter22"]);
  });

  it("keeps a key named __proto__ as a key", () => {
    const parsed = JSON.parse('{"__proto__": {"password": "hunter22"}}') as object;
    expect(JSON.stringify(redactJson(parsed).value)).toBe(`{"__proto__":{"password":"${REDACTED}"}}`);
  });
});

describe("masking", () => {
  it("masks audit-fence's patterns with its masks", () => {
    expect(maskPatterns("a sk-abcdefghijklmnopqrstuvwxyz and Bearer abcdefghijklmnopqrstuvwxyz.1")).toEqual({ text: "a ***API_KEY*** and Bearer ***TOKEN***", masked: 2 });
  });

  it("masks known values wherever they appear, keeping the line count of a multi-line one", () => {
    const pem = "-----BEGIN KEY-----\nMIIBOgIBAAJBAK\n-----END KEY-----";
    const text = `input: password=hunter22, key=${pem}\n\noutput:\nlogged in as hunter22`;
    const result = maskValues(text, ["hunter22", pem, "me"]);
    expect(result.text).toBe(`input: password=${REDACTED}, key=${REDACTED}\n\n\n\noutput:\nlogged in as ${REDACTED}`);
    expect(result.text.split("\n")).toHaveLength(text.split("\n").length);
    expect(result.masked).toBe(3);
  });
});
