import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirectPath("/en/imoveis?page=2")).toBe("/en/imoveis?page=2");
  });

  it("sends anything else home", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "imoveis", "", null, 42]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});
