import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { AREAS } from "./every-area.test-support.ts";
import { pt } from "./pt.ts";
import { t } from "./t.ts";

/** The core catalog and every area's messages together, as `t()` sees them once all are loaded. */
const CATALOGS = {
  pt: Object.assign({}, pt, ...AREAS.map((area) => area.pt)) as Record<string, string>,
  en: Object.assign({}, en, ...AREAS.map((area) => area.en)) as Record<string, string>,
} as const;

describe("message catalogs", () => {
  it("finds every area of text", () => {
    // A renamed messages file would silently drop out of these checks: the count keeps them honest.
    expect(AREAS.length).toBeGreaterThanOrEqual(30);
  });

  it("pt and en define exactly the same keys, in the core catalog and in every area", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort());
    for (const area of AREAS) expect(Object.keys(area.en).sort()).toEqual(Object.keys(area.pt).sort());
    expect(Object.keys(CATALOGS.en).length).toBeGreaterThan(1000);
  });

  it("no area redefines another's key", () => {
    const seen = new Map<string, number>();
    for (const [index, area] of [pt, ...AREAS.map((a) => a.pt)].entries()) {
      for (const key of Object.keys(area)) {
        expect(seen.get(key), `${key} is defined twice`).toBeUndefined();
        seen.set(key, index);
      }
    }
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
    for (const key of Object.keys(CATALOGS.pt)) {
      expect(placeholders(CATALOGS.en[key] ?? ""), key).toEqual(placeholders(CATALOGS.pt[key] ?? ""));
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
