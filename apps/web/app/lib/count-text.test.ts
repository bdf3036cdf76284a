import { describe, expect, it } from "vitest";
import "../i18n/messages/listing-card.ts";
import "../i18n/messages/search.ts";
import { countText } from "./count-text.ts";

describe("countText", () => {
  it("picks none, one or many, and writes numbers the language's way", () => {
    expect(countText("pt", "search.count", 0)).toBe("Nenhum imóvel encontrado");
    expect(countText("pt", "search.count", 1)).toBe("1 imóvel");
    expect(countText("pt", "search.count", 1234)).toBe("1.234 imóveis");
    expect(countText("en", "search.count", 1234)).toBe("1,234 homes");
    expect(countText("en", "card.bedrooms", 0)).toBe("0 bedrooms");
  });
});
