import { describe, expect, it } from "vitest";
import { isSameSiteOrigin } from "./origin-check.server.ts";

describe("isSameSiteOrigin", () => {
  const publicUrl = "https://campuslar.com.br";

  it("accepts this site's pages, by the address used or the public one", () => {
    expect(isSameSiteOrigin("http://127.0.0.1:3000", "http://127.0.0.1:3000/entrar", publicUrl)).toBe(true);
    expect(isSameSiteOrigin("https://campuslar.com.br", "http://10.0.0.5:3000/sair", publicUrl)).toBe(true);
  });

  it("refuses another site and nonsense", () => {
    expect(isSameSiteOrigin("https://evil.example", "https://campuslar.com.br/sair", publicUrl)).toBe(false);
    expect(isSameSiteOrigin("null", "https://campuslar.com.br/sair", publicUrl)).toBe(false);
  });

  it("lets a request without Origin through (not a browser form post)", () => {
    expect(isSameSiteOrigin(null, "https://campuslar.com.br/sair", publicUrl)).toBe(true);
  });
});
