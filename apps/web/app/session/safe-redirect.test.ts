import { describe, expect, it } from "vitest";
import { returnPath } from "./safe-redirect.ts";

// The rule of what is a path of this site, and its property tests: packages/domain/src/routes/safe-redirect.test.ts.
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
      // Browsers drop the tab and the line breaks: `//evil.example`, another site.
      "/%09/evil.example/x",
      "/\t/evil.example/x",
      "/%0d%0a/evil.example",
      "/\\evil.example",
      null,
    ]) {
      expect(returnPath(value, "pt")).toBeNull();
    }
  });
});
