import { describe, expect, it } from "vitest";
import { PropertySearchFiltersSchema } from "../property/property-search-query.ts";
import { AlertCreateSchema, alertFilterRecord } from "./alert-forms.ts";
import { nextAlertRun } from "./alert-rules.ts";
import { describeAlertFilters, suggestAlertName } from "./alert-summary.ts";

const issues = (body: unknown) =>
  Object.fromEntries((AlertCreateSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("when an alert is next due", () => {
  it("sends an instant alert at the next tick", () => {
    const at = new Date("2026-11-27T15:00:00Z");
    expect(nextAlertRun("instant", at).getTime()).toBe(at.getTime() + 1);
  });

  it("sends a daily digest at the next 08:00 in São Paulo (11:00 UTC)", () => {
    expect(nextAlertRun("daily", new Date("2026-11-27T10:59:00Z")).toISOString()).toBe("2026-11-27T11:00:00.000Z");
    expect(nextAlertRun("daily", new Date("2026-11-27T11:00:00Z")).toISOString()).toBe("2026-11-28T11:00:00.000Z");
    // 01:30 UTC is still the day before in São Paulo (22:30).
    expect(nextAlertRun("daily", new Date("2026-11-28T01:30:00Z")).toISOString()).toBe("2026-11-28T11:00:00.000Z");
  });

  it("sends a weekly digest at 08:00 seven São Paulo days on", () => {
    expect(nextAlertRun("weekly", new Date("2026-11-27T11:00:05Z")).toISOString()).toBe("2026-12-04T11:00:00.000Z");
    expect(nextAlertRun("weekly", new Date("2026-11-27T09:00:00Z")).toISOString()).toBe("2026-12-03T11:00:00.000Z");
  });
});

describe("a saved search's filters", () => {
  it("keeps the search's filters as strings and nothing else", () => {
    expect(
      alertFilterRecord({ maxPrice: 2500, furnished: true, page: "2", order: "recent", stay: "dates", q: "" }),
    ).toEqual({
      maxPrice: "2500",
      furnished: "true",
    });
  });

  it("reads back as the same search", () => {
    const record = alertFilterRecord({ university: "fgv", type: "coliving", bedrooms: "2" });
    expect(PropertySearchFiltersSchema.parse(record)).toMatchObject({
      university: "fgv",
      type: "coliving",
      bedrooms: 2,
    });
  });

  it("names the field of each problem with the alert's keys", () => {
    expect(issues({ filters: { minPrice: "2000", maxPrice: "1000" } })).toEqual({
      "filters.maxPrice": "alert.filters.priceOrder",
    });
    expect(issues({ filters: { type: "castle" }, frequency: "monthly", email: "x" })).toEqual({
      "filters.type": "alert.filters.invalid",
      frequency: "alert.frequency.invalid",
      email: "alert.email.invalid",
    });
    expect(issues({ filters: {}, name: "x".repeat(81) })).toEqual({ name: "alert.name.tooLong" });
  });
});

describe("a saved search in words", () => {
  const filters = PropertySearchFiltersSchema.parse({
    university: "usp-butanta",
    type: "apartamento",
    maxPrice: "2500",
    bedrooms: "2",
  });
  it("suggests a name from the filters", () => {
    expect(suggestAlertName(filters, "pt", { universityName: "USP" })).toBe("Apartamento perto da USP até R$ 2.500,00");
    expect(suggestAlertName(filters, "en", { universityName: "USP" })).toBe("Apartment near USP up to R$ 2.500,00");
    expect(suggestAlertName(PropertySearchFiltersSchema.parse({}), "pt")).toBe("Imóvel");
  });
  it("summarises every filter", () => {
    expect(describeAlertFilters(filters, "pt", { universityName: "USP" })).toBe(
      "Apartamento · perto da USP · até R$ 2.500,00 · 2 quartos",
    );
    const more = PropertySearchFiltersSchema.parse({
      university: "usp-butanta",
      maxCommute: "30",
      minPrice: "1000",
      maxPrice: "2000",
      furnished: "true",
      stay: "year",
    });
    expect(describeAlertFilters(more, "en", { universityName: "USP" })).toBe(
      "within 30 min of USP · R$ 1.000,00 to R$ 2.000,00 · furnished · a year",
    );
    expect(describeAlertFilters(PropertySearchFiltersSchema.parse({}), "en")).toBe("Every home");
  });
  it("joins each university's own article to 'de' in Portuguese: da USP, do Insper, do Mackenzie", () => {
    const near = (university: string, universityName: string, maxCommute?: string) =>
      describeAlertFilters(PropertySearchFiltersSchema.parse({ university, maxCommute }), "pt", { universityName });
    expect(near("usp-butanta", "USP Butantã")).toBe("perto da USP Butantã");
    expect(near("fgv", "FGV")).toBe("perto da FGV");
    expect(near("insper", "Insper")).toBe("perto do Insper");
    expect(near("mackenzie", "Mackenzie")).toBe("perto do Mackenzie");
    expect(near("insper", "Insper", "20")).toBe("até 20 min do Insper");
    expect(near("puc-sp", "PUC-SP", "15")).toBe("até 15 min da PUC-SP");
    expect(
      suggestAlertName(PropertySearchFiltersSchema.parse({ university: "einstein" }), "pt", {
        universityName: "Einstein",
      }),
    ).toBe("Imóvel perto do Einstein");
    // A university added after the list of articles: a construction right for either gender.
    expect(near("nova-faculdade", "Nova")).toBe("perto do campus Nova");
    // English has no such agreement.
    expect(
      describeAlertFilters(PropertySearchFiltersSchema.parse({ university: "insper" }), "en", {
        universityName: "Insper",
      }),
    ).toBe("near Insper");
  });
});
