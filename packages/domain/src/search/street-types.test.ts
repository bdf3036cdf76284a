import { describe, expect, it } from "vitest";
import { namesStreet, normalizeStreetText } from "./street-types.ts";

describe("normalizeStreetText", () => {
  it("spells out each abbreviated street type, written with its full stop", () => {
    expect(normalizeStreetText("R. Augusta")).toBe("rua augusta");
    expect(normalizeStreetText("Av. Paulista")).toBe("avenida paulista");
    expect(normalizeStreetText("Al. Santos")).toBe("alameda santos");
    expect(normalizeStreetText("Pç. da Sé")).toBe("praca da se");
    expect(normalizeStreetText("Tv. Dona Paulina")).toBe("travessa dona paulina");
    expect(normalizeStreetText("Trav. Dona Paulina")).toBe("travessa dona paulina");
    expect(normalizeStreetText("Avda. Angélica")).toBe("avenida angelica");
  });

  it("meets the full name however it is written: case, accents, no space after the stop", () => {
    const full = normalizeStreetText("Rua Augusta");
    expect(full).toBe("rua augusta");
    for (const typed of ["rua augusta", "RUA AUGUSTA", "R. Augusta", "r.augusta", "r augusta", "  R.  Augusta "]) {
      expect(normalizeStreetText(typed), typed).toBe(full);
    }
    expect(normalizeStreetText("Praça da Sé")).toBe(normalizeStreetText("pç da se"));
  });

  it("spells out a bare abbreviation only as the first word", () => {
    expect(normalizeStreetText("av paulista")).toBe("avenida paulista");
    expect(normalizeStreetText("apartamento com tv a cabo")).toBe("apartamento com tv a cabo");
    expect(normalizeStreetText("quarto na Av. Paulista")).toBe("quarto na avenida paulista");
  });

  it("leaves an abbreviation with nothing after it, and words that only start like one", () => {
    expect(normalizeStreetText("av")).toBe("av");
    expect(normalizeStreetText("Av.")).toBe("av");
    expect(normalizeStreetText("Rubens")).toBe("rubens");
    expect(normalizeStreetText("Alves")).toBe("alves");
    expect(normalizeStreetText("Tvs antigas")).toBe("tvs antigas");
    expect(normalizeStreetText("")).toBe("");
  });
});

describe("namesStreet", () => {
  it("is true for a street type followed by a name, written either way", () => {
    for (const text of ["Rua Augusta", "r. augusta", "Av. Paulista", "alameda santos", "Pç. da Sé"]) {
      expect(namesStreet(text), text).toBe(true);
    }
  });

  it("is false for a type alone, a neighbourhood or a university", () => {
    for (const text of ["rua", "Av.", "Pinheiros", "FGV", "Vila Mariana", ""]) {
      expect(namesStreet(text), text).toBe(false);
    }
  });
});
