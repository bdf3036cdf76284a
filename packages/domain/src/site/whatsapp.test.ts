import { describe, expect, it } from "vitest";
import { COMPANY } from "./company.ts";
import { whatsappText, whatsappUrl } from "./whatsapp.ts";

describe("whatsapp", () => {
  it("greets in the visitor's language away from a property", () => {
    expect(whatsappText("pt")).toMatch(/^Olá!/);
    expect(whatsappText("en")).toMatch(/^Hi!/);
  });

  it("names the property and links it by code on a property page", () => {
    const property = { code: "SP10042", url: "https://campuslar.com.br/en/imovel/SP10042" };
    expect(whatsappText("en", property)).toBe(
      "Hi! I'm interested in the property SP10042: https://campuslar.com.br/en/imovel/SP10042",
    );
    expect(whatsappText("pt", { ...property, url: "https://campuslar.com.br/imovel/SP10042" })).toContain(
      "interesse no imóvel SP10042: https://campuslar.com.br/imovel/SP10042",
    );
  });

  it("opens a chat with the company's line and the text encoded", () => {
    const [base, query] = whatsappUrl("Olá & até já").split("?text=");
    expect(base).toBe(`https://wa.me/${COMPANY.whatsapp.digits}`);
    expect(decodeURIComponent(query ?? "")).toBe("Olá & até já");
  });
});
