import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { pt } from "./pt.ts";
import { t } from "./t.ts";
import "./messages/home.ts";

const CATALOGS = { pt, en } as const;

describe("message catalogs", () => {
  it("pt and en define exactly the same keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort());
  });

  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale} has no empty message`, () => {
      const empty = Object.entries(catalog)
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }

  it("uses the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(pt) as (keyof typeof pt)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(pt[key]));
    }
  });
});

describe("t()", () => {
  it("fills placeholders and formats numbers per language", () => {
    expect(t("pt", "home.universities.nearby.other", { count: 1234 })).toBe("1.234 imóveis por perto");
    expect(t("en", "home.universities.nearby.other", { count: 1234 })).toBe("1,234 listings nearby");
  });

  it("leaves an unknown placeholder visible rather than inventing text", () => {
    expect(t("en", "error.title")).toBe("Error {status}");
  });
});
