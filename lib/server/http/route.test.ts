import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, orNotFound, route } from ".";

const echo = route({ body: z.object({ n: z.number().default(1) }), query: z.object({ q: z.string().optional() }) }, (_request, _context, input) => Response.json(input));
const post = (body?: string, contentType = "application/json", search = "") =>
  echo(new Request(`http://127.0.0.1/x${search}`, { method: "POST", body, headers: { "content-type": contentType } }), {});
const answer = async (response: Promise<Response>) => {
  const settled = await response;
  return { status: settled.status, body: await settled.json() };
};

describe("route", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the handler its parsed body and query; an empty body is read as {}", async () => {
    expect(await answer(post('{"n": 3}', "application/json", "?q=x"))).toEqual({ status: 200, body: { body: { n: 3 }, query: { q: "x" } } });
    expect(await answer(post(undefined))).toEqual({ status: 200, body: { body: { n: 1 }, query: {} } });
    expect(await answer(post("{}", "application/json", "?q=a&q=b"))).toMatchObject({ status: 200, body: { query: { q: "b" } } });
  });

  it("answers malformed JSON and invalid fields with 400, naming where the problem is", async () => {
    expect(await answer(post("{"))).toMatchObject({ status: 400, body: { error: { code: "invalid_json", message: expect.stringMatching(/^The request body is not valid JSON: /) } } });
    expect(await answer(post('{"n": "3"}'))).toMatchObject({ status: 400, body: { error: { code: "invalid_input", message: expect.stringMatching(/^body\.n: /) } } });
    // A URL-encoded form is read as strings, like the sign-in page's.
    expect(await answer(post("n=2", "application/x-www-form-urlencoded"))).toMatchObject({ status: 400, body: { error: { message: "body.n: Invalid input: expected number, received string" } } });
  });

  it("turns an ApiError into its status and an unexpected error into a 500 that shows no detail", async () => {
    const refused = route(() => {
      throw new ApiError(409, "audit_not_finished", "This audit is running.");
    });
    expect(await answer(refused(new Request("http://127.0.0.1/x"), {}))).toEqual({ status: 409, body: { error: { code: "audit_not_finished", message: "This audit is running." } } });

    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = route(() => {
      throw new Error("secret connection string");
    });
    const failed = await answer(broken(new Request("http://127.0.0.1/x"), {}));
    expect(failed).toEqual({ status: 500, body: { error: { code: "internal_error", message: "Something went wrong on the server." } } });
    expect(JSON.stringify(failed)).not.toContain("secret");
  });

  it("answers a read that found nothing with a 404 naming what was looked for (orNotFound)", async () => {
    const reading = (found: { id: string } | null) => route(() => Response.json(orNotFound(found, "Trace file")))(new Request("http://127.0.0.1/x"), {});
    expect(await answer(reading({ id: "a" }))).toEqual({ status: 200, body: { id: "a" } });
    expect(await answer(reading(null))).toEqual({ status: 404, body: { error: { code: "not_found", message: "Trace file not found" } } });
  });
});
