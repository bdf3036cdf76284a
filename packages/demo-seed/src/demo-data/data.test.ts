import { NEIGHBOURHOODS } from "@campuslar/api";
import { distanceMeters, NEARBY_UNIVERSITY_MAX_M } from "@campuslar/domain/geo/distance";
import { describe, expect, it } from "vitest";
import { SEED_ACCOUNTS, UNUSABLE_PASSWORD_HASH } from "./accounts.ts";
import { CUSTOMERS } from "./customers.ts";
import { UNIVERSITIES } from "./universities.ts";

// São Paulo city, generously: every seeded point must fall inside it.
const inSaoPaulo = (p: { lat: number; lng: number }) =>
  p.lat < -23.4 && p.lat > -23.75 && p.lng < -46.5 && p.lng > -46.8;

describe("seed universities", () => {
  it("has at least 25 universities with unique slugs inside São Paulo", () => {
    expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(UNIVERSITIES.map((u) => u.slug)).size).toBe(UNIVERSITIES.length);
    for (const u of UNIVERSITIES) {
      expect(u.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(inSaoPaulo(u), u.slug).toBe(true);
      expect(u.namePt && u.nameEn && u.shortName && u.neighbourhood).toBeTruthy();
      expect(u.ofPt).toMatch(/^d[oa] /);
    }
  });

  it("has exactly three partners: FGV, Insper and ESPM", () => {
    expect(
      UNIVERSITIES.filter((u) => u.isPartner)
        .map((u) => u.slug)
        .sort(),
    ).toEqual(["espm", "fgv", "insper"]);
  });

  it("places the well-known campuses where they are", () => {
    const at = (slug: string) => UNIVERSITIES.find((u) => u.slug === slug);
    // Reference points: the main building of each campus.
    const references = [
      ["usp-butanta", -23.5614, -46.7307],
      ["fgv", -23.5587, -46.6529],
      ["mackenzie", -23.5475, -46.6517],
      ["puc-sp", -23.5369, -46.6713],
      ["insper", -23.5987, -46.6761],
    ] as const;
    for (const [slug, lat, lng] of references) {
      const u = at(slug);
      expect(u, slug).toBeDefined();
      expect(distanceMeters(u as { lat: number; lng: number }, { lat, lng })).toBeLessThan(200);
    }
  });
});

describe("seed neighbourhoods", () => {
  it("covers the student neighbourhoods of São Paulo", () => {
    const names = NEIGHBOURHOODS.map((n) => n.name);
    for (const name of [
      "Pinheiros",
      "Butantã",
      "Consolação",
      "Bela Vista",
      "Vila Mariana",
      "Perdizes",
      "Higienópolis",
      "Liberdade",
      "Vila Madalena",
      "Paraíso",
      "Vila Clementino",
      "Jardim Paulista",
      "Cerqueira César",
      "Vila Olímpia",
      "Itaim Bibi",
      "Santa Cecília",
      "Vila Buarque",
      "Aclimação",
      "Moema",
      "Sumaré",
      "Barra Funda",
      "Mooca",
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it("has streets, CEP blocks and a rent level for each", () => {
    for (const n of NEIGHBOURHOODS) {
      expect(n.streets.length, n.name).toBeGreaterThanOrEqual(8);
      for (const street of n.streets) expect(street).toMatch(/^(Rua|Avenida|Alameda) /);
      for (const cep of n.cepBlocks) expect(cep).toMatch(/^0\d{4}$/);
      expect(n.rentLevel).toBeGreaterThan(0.7);
      expect(n.rentLevel).toBeLessThan(1.5);
      expect(inSaoPaulo(n), n.name).toBe(true);
    }
  });

  it("keeps every neighbourhood within reach of a university, even at the edge of a listing's jitter", () => {
    for (const n of NEIGHBOURHOODS) {
      const nearest = Math.min(...UNIVERSITIES.map((u) => distanceMeters(n, u)));
      expect(nearest, n.name).toBeLessThanOrEqual(NEARBY_UNIVERSITY_MAX_M - 700);
    }
  });
});

describe("seed customers and accounts", () => {
  it("has at least two sponsoring customers, each with an owner account", () => {
    expect(CUSTOMERS.length).toBeGreaterThanOrEqual(2);
    const emails = new Set(SEED_ACCOUNTS.map((a) => a.email));
    for (const c of CUSTOMERS) {
      expect(c.descriptionPt).not.toBe(c.descriptionEn);
      expect(emails.has(c.ownerEmail), c.slug).toBe(true);
    }
  });

  it("has owners and a tenant with unique ids and e-mails and no usable password", () => {
    expect(SEED_ACCOUNTS.filter((a) => a.role === "owner").length).toBeGreaterThanOrEqual(3);
    expect(SEED_ACCOUNTS.filter((a) => a.role === "tenant")).toHaveLength(1);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.id)).size).toBe(SEED_ACCOUNTS.length);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.email.toLowerCase())).size).toBe(SEED_ACCOUNTS.length);
    for (const a of SEED_ACCOUNTS)
      expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(UNUSABLE_PASSWORD_HASH.startsWith("$")).toBe(false);
  });
});
