import { describe, expect, it } from "vitest";
import "../catalogue/card/listing-card-messages.ts";
import { countText } from "./count-text.ts";

describe("countText", () => {
  it("picks none, one or many, and writes numbers the language's way", () => {
    expect(countText("pt", "card.vacancies", 0)).toBe("Sem vagas");
    expect(countText("pt", "card.vacancies", 1)).toBe("1 vaga livre");
    expect(countText("pt", "card.vacancies", 1234)).toBe("1.234 vagas livres");
    expect(countText("en", "card.vacancies", 1234)).toBe("1,234 vacancies");
  });

  it("uses the many form for none when the catalog has no word for none", () => {
    expect(countText("en", "card.bedrooms", 0)).toBe("0 bedrooms");
  });
});
