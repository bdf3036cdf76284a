import { describe, expect, it } from "vitest";
import { href, pagePattern, switchLocalePath } from "./route-table.ts";

describe("route table", () => {
  it("prefixes English pages with /en and keeps the spec's Portuguese paths", () => {
    expect(pagePattern("home", "pt")).toBe("/");
    expect(pagePattern("home", "en")).toBe("/en");
    expect(pagePattern("faq", "en")).toBe("/en/faq");
    expect(pagePattern("propertySale", "pt")).toBe("/imovel/compra/:code");
    expect(pagePattern("propertySale", "en")).toBe("/en/imovel/sale/:code");
  });

  it("fills parameters and refuses a missing one", () => {
    expect(href("property", "en", { code: "SP10001" })).toBe("/en/imovel/SP10001");
    expect(href("searchUniversity", "pt", { slug: "fgv" })).toBe("/imoveis/faculdade/fgv");
    expect(() => href("property", "pt")).toThrow(/missing :code/);
  });

  it("switches language on the current path", () => {
    expect(switchLocalePath("/", "en")).toBe("/en");
    expect(switchLocalePath("/en", "pt")).toBe("/");
    expect(switchLocalePath("/imoveis", "en")).toBe("/en/imoveis");
    expect(switchLocalePath("/en/sobre", "pt")).toBe("/sobre");
    expect(switchLocalePath("/imovel/compra/SP10002", "en")).toBe("/en/imovel/sale/SP10002");
    expect(switchLocalePath("/en/imovel/sale/SP10002", "pt")).toBe("/imovel/compra/SP10002");
    expect(switchLocalePath("/en/faq", "en")).toBe("/en/faq");
  });
});
