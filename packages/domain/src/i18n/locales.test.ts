import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales.ts";

describe("negotiateLocale", () => {
  it("prefers an explicit lang", () => {
    expect(negotiateLocale("en", "pt-BR")).toBe("en");
    expect(negotiateLocale("pt", "en-US")).toBe("pt");
  });
  it("reads Accept-Language by quality and falls back to Portuguese", () => {
    expect(negotiateLocale(undefined, "en-GB,en;q=0.9")).toBe("en");
    expect(negotiateLocale(undefined, "fr-FR, pt;q=0.5, en;q=0.8")).toBe("en");
    expect(negotiateLocale(undefined, "de, fr")).toBe("pt");
    expect(negotiateLocale("xx", undefined)).toBe("pt");
  });
});
