import { describe, expect, it } from "vitest";
import { pageParam, pickParams, withParams } from "./admin-filters.ts";

describe("backoffice filters in the address", () => {
  it("passes on only the filters a page knows, trimmed, and drops empty ones", () => {
    const search = new URLSearchParams("kind=interest&status=&q=%20Lia%20&lead=interest:3&evil=1");
    expect(pickParams(search, ["kind", "status", "q"]).toString()).toBe("kind=interest&q=Lia");
  });

  it("changes one parameter and keeps the others; null or empty removes it", () => {
    const search = new URLSearchParams("kind=interest&page=3&lead=interest:3");
    expect(withParams(search, { page: "4" })).toBe("?kind=interest&page=4&lead=interest%3A3");
    expect(withParams(search, { lead: null, page: "" })).toBe("?kind=interest");
    expect(withParams(new URLSearchParams("lead=x"), { lead: null })).toBe("");
  });

  it("reads a page number as a whole number from 1, anything else as 1", () => {
    expect(pageParam("2")).toBe(2);
    for (const value of [null, "", "0", "-1", "1.5", "abc"]) expect(pageParam(value)).toBe(1);
  });
});
