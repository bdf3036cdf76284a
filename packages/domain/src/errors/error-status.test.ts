import { describe, expect, it } from "vitest";
import { errorStatus } from "./error-status.ts";

describe("errorStatus (spec §8)", () => {
  it("reads statusCode, status or response.status", () => {
    expect(errorStatus(Object.assign(new Error("gone"), { statusCode: 410 }))).toBe(410);
    expect(errorStatus({ status: 403, data: "no" })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus({ statusCode: "503" })).toBe(503);
  });

  it("prefers statusCode, then status, then response.status", () => {
    expect(errorStatus({ statusCode: 418, status: 404, response: { status: 502 } })).toBe(418);
    expect(errorStatus({ status: 404, response: { status: 502 } })).toBe(404);
    expect(errorStatus({ statusCode: "x", status: null, response: { status: 504 } })).toBe(504);
  });

  it("defaults to 500 for anything else, and never answers a status that is no error", () => {
    expect(errorStatus(new Error("boom"))).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus("404")).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus({ status: 302 })).toBe(500);
    expect(errorStatus({ status: 404.5 })).toBe(500);
    expect(errorStatus({ response: null })).toBe(500);
  });
});
