import { describe, expect, it } from "vitest";
import { returnPath, safeRedirectPath } from "./safe-redirect.ts";

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

describe("returnPath", () => {
  it("keeps a page of this site, with its query, in the visitor's language", () => {
    expect(returnPath("/imovel/SP10001?foto=2", "pt")).toBe("/imovel/SP10001?foto=2");
    expect(returnPath("/imovel/SP10001", "en")).toBe("/en/imovel/SP10001");
    expect(returnPath("/en/meus-imoveis", "pt")).toBe("/meus-imoveis");
    expect(returnPath("/en/imovel/sale/SP20001", "pt")).toBe("/imovel/compra/SP20001");
  });

  it("has none for another site or the account pages themselves", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/entrar",
      "/en/cadastro",
      "/esqueci-a-senha",
      null,
    ]) {
      expect(returnPath(value, "pt")).toBeNull();
    }
  });
});
