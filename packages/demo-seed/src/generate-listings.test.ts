import { NEARBY_UNIVERSITY_MAX_M } from "@campuslar/domain/geo/distance";
import { PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import { priceScopeOf, vacancies } from "@campuslar/domain/property/price-scope";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import { ACCOMMODATION_TYPES, AMENITY_FLAGS } from "@campuslar/domain/property/property-enums";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { describe, expect, it } from "vitest";
import { CUSTOMERS } from "./demo-data/customers.ts";
import { UNIVERSITIES } from "./demo-data/universities.ts";
import { DEFAULT_SEED, generateListings, type SeedListing } from "./generate-listings.ts";
import { firstPhotoOrder } from "./photos/choose-photos.ts";
import { photoScenes, sceneKey } from "./photos/scenes.ts";

const now = new Date("2026-03-01T12:00:00Z");
const DEFAULT_COUNT = 320;
const listings = generateListings({ total: DEFAULT_COUNT, now });

const scenes = new Map(photoScenes().map((s) => [sceneKey(s.name), s]));
const sceneOf = (key: string) => {
  const scene = scenes.get(key);
  if (!scene) throw new Error(`${key} is not a pool photo`);
  return scene;
};
const firstPhoto = (l: SeedListing) => l.photos[0]?.storageKey ?? "none";

const scopeOf = (l: SeedListing) =>
  priceScopeOf({
    capacity: l.property.capacity,
    vacancies: vacancies({ capacity: l.property.capacity, occupants: l.property.occupants ?? 0 }),
  });
const reais = (cents: number | null | undefined) => (cents ?? 0) / 100;

describe("generateListings", () => {
  it("is deterministic: the same seed and moment give the same catalogue", () => {
    expect(generateListings({ total: DEFAULT_COUNT, now })).toEqual(listings);
    expect(generateListings({ total: DEFAULT_COUNT, now, seed: 7 })).not.toEqual(listings);
  });

  it("gives the same listings whether generated at once or in chunks", () => {
    const chunked = [
      ...generateListings({ total: DEFAULT_COUNT, from: 0, count: 100, now }),
      ...generateListings({ total: DEFAULT_COUNT, from: 100, count: 220, now }),
    ];
    expect(chunked).toEqual(listings);
  });

  it("numbers listings with public codes from SP10001", () => {
    expect(listings.map((l) => l.property.code).slice(0, 3)).toEqual(["SP10001", "SP10002", "SP10003"]);
    for (const l of listings) expect(isPropertyCode(l.property.code)).toBe(true);
    expect(new Set(listings.map((l) => l.property.code)).size).toBe(DEFAULT_COUNT);
  });

  it("covers every accommodation type, rent and sale, whole homes and rooms", () => {
    for (const type of ACCOMMODATION_TYPES)
      expect(
        listings.some((l) => l.property.type === type),
        type,
      ).toBe(true);
    const sales = listings.filter((l) => l.property.purpose === "sale").length;
    expect(sales).toBeGreaterThan(DEFAULT_COUNT * 0.05);
    expect(sales).toBeLessThan(DEFAULT_COUNT * 0.2);
    expect(listings.some((l) => l.property.advertisedUnit === "whole")).toBe(true);
    expect(listings.some((l) => l.property.advertisedUnit === "room")).toBe(true);
  });

  it("has listings priced per room (one vacancy, capacity above one) and per whole home", () => {
    const rent = listings.filter((l) => l.property.purpose === "rent");
    expect(rent.filter((l) => scopeOf(l) === "room").length).toBeGreaterThan(50);
    expect(rent.filter((l) => scopeOf(l) === "apartment").length).toBeGreaterThan(50);
    // A listing offering a room is priced for that room.
    for (const l of rent.filter((x) => x.property.advertisedUnit === "room")) expect(scopeOf(l)).toBe("room");
  });

  it("has occupied and available rooms, consistent with occupants and capacity", () => {
    const all = listings.flatMap((l) => l.rooms);
    expect(all.some((r) => r.available)).toBe(true);
    expect(all.some((r) => !r.available)).toBe(true);
    expect(listings.some((l) => l.rooms.every((r) => !r.available))).toBe(true);
    for (const l of listings) {
      const p = l.property;
      expect(l.rooms).toHaveLength(p.bedrooms);
      expect(l.rooms.map((r) => r.position)).toEqual(l.rooms.map((_, i) => i + 1));
      expect(l.rooms.reduce((sum, r) => sum + (r.beds ?? 1), 0)).toBe(p.capacity);
      expect(p.occupants ?? 0).toBeLessThanOrEqual(p.capacity);
      const free = vacancies({ capacity: p.capacity, occupants: p.occupants ?? 0 });
      // A room is shown available (green) exactly when one of its beds is free.
      if (free === 0)
        expect(
          l.rooms.every((r) => !r.available),
          p.code,
        ).toBe(true);
      else
        expect(
          l.rooms.some((r) => r.available),
          p.code,
        ).toBe(true);
    }
  });

  it("prices rent and sale in centavos within São Paulo's 2026 ranges", () => {
    for (const l of listings) {
      const p = l.property;
      if (p.purpose === "sale") {
        expect(p.rentCents, p.code).toBeNull();
        expect(reais(p.salePriceCents)).toBeGreaterThanOrEqual(350_000);
        expect(reais(p.salePriceCents)).toBeLessThanOrEqual(2_500_000);
        continue;
      }
      expect(p.salePriceCents).toBeNull();
      expect(Number.isInteger(p.rentCents)).toBe(true);
      const rent = reais(p.rentCents);
      const room = scopeOf(l) === "room";
      if (p.type === "coliving") expect([rent >= 1000, rent <= 3200], p.code).toEqual([true, true]);
      else if (p.type === "residencia_estudantil") expect([rent >= 1200, rent <= 4500], p.code).toEqual([true, true]);
      else if (room) expect([rent >= 1000, rent <= 2800], p.code).toEqual([true, true]);
      else if (p.bedrooms === 1) expect([rent >= 2200, rent <= 5500], p.code).toEqual([true, true]);
      else if (p.bedrooms <= 3) expect([rent >= 3500, rent <= 9000], p.code).toEqual([true, true]);
      else expect([rent >= 6000, rent <= 13_000], p.code).toEqual([true, true]);
    }
    const apartments = listings.filter(
      (l) => l.property.type === "apartamento" && l.property.advertisedUnit === "whole",
    );
    for (const l of apartments) expect(l.property.condoFeeCents, l.property.code).toBeGreaterThan(0);
  });

  it("sponsors at least a tenth of the listings through at least two customers", () => {
    const sponsored = listings.filter((l) => l.property.sponsored);
    expect(sponsored.length).toBeGreaterThanOrEqual(DEFAULT_COUNT * 0.1);
    const slugs = new Set(sponsored.map((l) => l.customerSlug));
    expect(slugs.size).toBeGreaterThanOrEqual(2);
    for (const slug of slugs) expect(CUSTOMERS.map((c) => c.slug)).toContain(slug);
    for (const l of listings.filter((x) => !x.property.sponsored)) expect(l.customerSlug).toBeNull();
    for (const l of sponsored) {
      const customer = CUSTOMERS.find((c) => c.slug === l.customerSlug);
      expect(l.property.type).toBe(customer?.type);
      expect(l.ownerEmail).toBe(customer?.ownerEmail);
    }
  });

  it("puts every listing near at least one university, nearest first, and each partner near twenty or more", () => {
    for (const l of listings) {
      expect(l.nearby.length, l.property.code).toBeGreaterThan(0);
      const distances = l.nearby.map((n) => n.distanceM);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(NEARBY_UNIVERSITY_MAX_M);
    }
    const partners = UNIVERSITIES.filter((u) => u.isPartner).map((u) => u.slug);
    expect(partners).toContain("fgv");
    for (const slug of partners) {
      const near = listings.filter((l) => l.nearby.some((n) => n.universitySlug === slug)).length;
      expect(near, slug).toBeGreaterThanOrEqual(20);
    }
  });

  it("writes natural, different titles in Portuguese and English, and searchable text", () => {
    expect(new Set(listings.map((l) => l.property.titlePt)).size).toBeGreaterThan(DEFAULT_COUNT * 0.6);
    for (const l of listings) {
      const p = l.property;
      expect(p.titlePt).not.toBe(p.titleEn);
      expect(p.descriptionPt?.length).toBeGreaterThan(150);
      expect(p.descriptionEn?.length).toBeGreaterThan(150);
      expect(p.titlePt).not.toMatch(/undefined|NaN|null/);
      expect(p.descriptionEn).not.toMatch(/undefined|NaN|null/);
      expect(p.searchText).toBe(
        normalizeSearchText([p.street, p.neighbourhood, p.city, p.titlePt, p.titleEn, p.code].join(" ")),
      );
      expect(p.postalCode).toMatch(/^\d{5}-\d{3}$/);
    }
    expect(listings.some((l) => /^Quarto .* coliving a \d+ m d[ao] /.test(l.property.titlePt))).toBe(true);
  });

  it("gives every listing 4 to 7 pool photos, opening on the building or a main room", () => {
    for (const l of listings) {
      expect(l.photos.length).toBeGreaterThanOrEqual(4);
      expect(l.photos.length).toBeLessThanOrEqual(7);
      expect(new Set(l.photos.map((p) => p.storageKey)).size).toBe(l.photos.length);
      expect(l.photos[0]?.storageKey).toMatch(/^seed\/(facade|bedroom|living)-\d{3}$/);
      for (const photo of l.photos) {
        expect(photo.width).toBe(Math.max(...PHOTO_WIDTHS));
        expect((photo.width * 3) / 4).toBe(photo.height);
        expect(photo.altPt && photo.altEn).toBeTruthy();
      }
    }
  });

  it("opens no two of the first fifty listings on the same photo, and no photo opens more than five", () => {
    const firsts = listings.map(firstPhoto);
    expect(new Set(firsts.slice(0, 50)).size).toBe(50);
    const uses = new Map<string, number>();
    for (const key of firsts) uses.set(key, (uses.get(key) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(5);
    expect(uses.size).toBeGreaterThan(DEFAULT_COUNT * 0.5);
  });

  it("never shows the same first photo twice on a results page in the default order, nor on neighbouring cards", () => {
    const newestFirst = (l: SeedListing[]) =>
      [...l].sort(
        (a, b) =>
          (b.property.publishedAt as Date).getTime() - (a.property.publishedAt as Date).getTime() ||
          b.property.code.localeCompare(a.property.code),
      );
    const rent = listings.filter((l) => l.property.purpose === "rent");
    const searches: [string, SeedListing[]][] = [
      ["rent", rent],
      ["sale", listings.filter((l) => l.property.purpose === "sale")],
      ...ACCOMMODATION_TYPES.map((t): [string, SeedListing[]] => [t, rent.filter((l) => l.property.type === t)]),
    ];
    for (const [name, found] of searches) {
      const firsts = newestFirst(found).map(firstPhoto);
      for (let page = 0; page * 12 < firsts.length; page++) {
        const cards = firsts.slice(page * 12, page * 12 + 12);
        expect(new Set(cards).size, `${name}, page ${page + 1}`).toBe(cards.length);
      }
    }
    // Near a university the results thin out, but neighbouring cards still differ.
    for (const u of UNIVERSITIES) {
      const firsts = newestFirst(rent.filter((l) => l.nearby.some((n) => n.universitySlug === u.slug))).map(firstPhoto);
      for (let i = 1; i < firsts.length; i++) expect(firsts[i], `${u.slug}, card ${i + 1}`).not.toBe(firsts[i - 1]);
    }
  });

  it("keeps any fifty listings in a row, and any fifty sale listings, on different first photos", () => {
    const slice = generateListings({ total: 100_000, from: 70_000, count: 400, now });
    const firsts = slice.map(firstPhoto);
    for (let i = 0; i + 50 <= firsts.length; i++)
      expect(new Set(firsts.slice(i, i + 50)).size, `from ${70_001 + i}`).toBe(50);
    // Sale listings take the places of their group one after another, wherever the slice starts.
    const order = firstPhotoOrder(DEFAULT_SEED, "sale").map((s) => sceneKey(s.name));
    const places = slice.filter((l) => l.property.purpose === "sale").map((l) => order.indexOf(firstPhoto(l)));
    expect(places.length).toBeGreaterThan(20);
    for (let i = 1; i < places.length; i++) expect(places[i]).toBe(((places[i - 1] ?? 0) + 1) % order.length);
  });

  it("shows each kind of home in photos of its own kind: its building, its rooms, shared rooms with two beds", () => {
    const homeOf = (l: SeedListing) =>
      l.property.type === "coliving"
        ? "coliving"
        : l.property.type === "residencia_estudantil"
          ? "residence"
          : "apartment";
    const buildings = {
      apartment: ["tower", "midrise", "lowrise"],
      coliving: ["house", "townhouse", "coliving"],
      residence: ["residence"],
    };
    const seen = new Set<string>();
    for (const l of listings) {
      const home = homeOf(l);
      const shown = l.photos.map((p) => sceneOf(p.storageKey));
      for (const scene of shown) {
        expect(scene.homes, `${l.property.code} ${scene.name}`).toContain(home);
        if (scene.building) {
          expect(buildings[home], `${l.property.code} ${scene.name}`).toContain(scene.building);
          seen.add(`${home} ${scene.building}`);
        }
      }
      const [first] = shown;
      if (first?.kind === "bedroom") {
        const twoBeds = first.beds === "twin" || first.beds === "bunk";
        expect(twoBeds, `${l.property.code} opens on ${first.name}`).toBe(l.property.sharedBedroom);
      }
      // One living room and one kitchen per home; bedrooms may be several.
      for (const kind of ["living", "kitchen", "bathroom", "facade", "study", "street"])
        expect(shown.filter((s) => s.kind === kind).length, `${l.property.code} ${kind}`).toBeLessThanOrEqual(1);
    }
    // Every sort of building appears somewhere in the catalogue.
    expect(seen.size).toBe(7);
    expect(
      listings.filter((l) => l.property.sharedBedroom && sceneOf(firstPhoto(l)).kind === "bedroom").length,
    ).toBeGreaterThan(5);
  });

  it("keeps amenities, sizes, contracts and dates plausible", () => {
    const months = listings.filter((l) => l.property.purpose === "rent").map((l) => l.property.minContractMonths);
    const share = (m: number) => months.filter((x) => x === m).length / months.length;
    expect(share(6)).toBeGreaterThan(0.45);
    expect(share(3)).toBeGreaterThan(0.05);
    expect(share(12)).toBeGreaterThan(0.05);
    const earliest = now.getTime() - 19 * 30 * 86_400_000;
    for (const l of listings) {
      const p = l.property;
      expect(p.status).toBe("published");
      expect(p.bedrooms).toBeGreaterThanOrEqual(1);
      expect(p.bedrooms).toBeLessThanOrEqual(4);
      expect(p.bathrooms).toBeGreaterThanOrEqual(1);
      expect(p.areaM2).toBeGreaterThan(10);
      if (p.type !== "apartamento") expect(p.hasFurniture, p.code).toBe(true);
      expect(p.hasGasShower && p.hasElectricShower).toBe(false);
      const created = (p.createdAt as Date).getTime();
      expect(created).toBeGreaterThan(earliest);
      expect(created).toBeLessThanOrEqual(now.getTime());
      expect((p.publishedAt as Date).getTime()).toBeGreaterThanOrEqual(created);
      expect((p.publishedAt as Date).getTime()).toBeLessThanOrEqual(now.getTime());
      if (p.purpose === "rent") expect(p.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const flag of AMENITY_FLAGS)
      expect(
        listings.some((l) => l.property[flag]),
        flag,
      ).toBe(true);
    // Codes follow creation time, as in a live catalogue.
    const created = listings.map((l) => (l.property.createdAt as Date).getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it("mixes in drafts, pending and archived listings only in large catalogues", () => {
    const slice = generateListings({ total: 100_000, from: 40_000, count: 2000, now });
    const published = slice.filter((l) => l.property.status === "published").length;
    expect(published).toBeGreaterThan(1800);
    expect(published).toBeLessThan(2000);
    for (const l of slice) {
      if (l.property.status === "draft" || l.property.status === "pending") expect(l.property.publishedAt).toBeNull();
    }
  });
});
