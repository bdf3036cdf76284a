import {
  ACCOMMODATION_TYPES,
  AMENITY_FLAGS,
  BEDROOM_OPTIONS,
  type Purpose,
} from "@campuslar/domain/property/property-enums";
import { type PropertyFilters, PropertyFiltersSchema } from "@campuslar/domain/property/property-filters-dto";
import { and, asc, eq, gte } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { properties, propertyUniversities, universities } from "../../db/schema/index.ts";
import { useTestApi } from "../../test/test-api.ts";

const published = (purpose: Purpose) => and(eq(properties.status, "published"), eq(properties.purpose, purpose));

const countWhere = async (db: Db, where: ReturnType<typeof and>) => db.$count(properties, where);

/** What the search screen should show, counted one option at a time straight from the tables. */
async function expectedFilters(db: Db, purpose: Purpose) {
  const listings = await db
    .select({ neighbourhood: properties.neighbourhood })
    .from(properties)
    .where(published(purpose));
  const hoods = new Map<string, number>();
  for (const l of listings) hoods.set(l.neighbourhood, (hoods.get(l.neighbourhood) ?? 0) + 1);
  const nearby = await db
    .select({ slug: universities.slug, code: properties.code })
    .from(propertyUniversities)
    .innerJoin(universities, eq(universities.id, propertyUniversities.universityId))
    .innerJoin(properties, eq(properties.id, propertyUniversities.propertyId))
    .where(published(purpose));
  return {
    total: listings.length,
    types: Object.fromEntries(
      await Promise.all(
        ACCOMMODATION_TYPES.map(async (type) => [
          type,
          await countWhere(db, and(published(purpose), eq(properties.type, type))),
        ]),
      ),
    ),
    hoods,
    bedrooms: Object.fromEntries(
      await Promise.all(
        BEDROOM_OPTIONS.map(async (n) => [
          n,
          await countWhere(
            db,
            and(published(purpose), n === 4 ? gte(properties.bedrooms, 4) : eq(properties.bedrooms, n)),
          ),
        ]),
      ),
    ),
    amenities: Object.fromEntries(
      await Promise.all(
        AMENITY_FLAGS.map(async (flag) => [
          flag,
          await countWhere(db, and(published(purpose), eq(properties[flag], true))),
        ]),
      ),
    ),
    universities: (await db.select({ slug: universities.slug }).from(universities).orderBy(asc(universities.slug))).map(
      (u) => ({ slug: u.slug, count: nearby.filter((n) => n.slug === u.slug).length }),
    ),
  };
}

/** Lowest and highest of the prices of every published listing of `purpose`, in reais. */
async function expectedBounds(db: Db, purpose: Purpose) {
  const rows = await db
    .select({ rent: properties.rentCents, sale: properties.salePriceCents })
    .from(properties)
    .where(published(purpose));
  const prices = rows.map((r) => (purpose === "rent" ? r.rent : r.sale)).filter((p): p is number => p !== null);
  return prices.length === 0 ? null : { min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 };
}

async function getFilters(api: { request: (path: string) => Response | Promise<Response> }, query = "") {
  const res = await api.request(`/v2/properties/filters${query}`);
  expect(res.status).toBe(200);
  return PropertyFiltersSchema.parse(await res.json());
}

describe("GET /v2/properties/filters", () => {
  const t = useTestApi({ seeded: true });
  const withdrawn: string[] = [];

  // Withdrawn listings exist before the first request, so every count below must leave them out.
  beforeAll(async () => {
    const [first, second] = await t.handle.db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(published("rent"))
      .orderBy(asc(properties.id))
      .limit(2);
    if (!first || !second) throw new Error("the demo catalogue has rent listings");
    await t.handle.db.update(properties).set({ status: "draft" }).where(eq(properties.id, first.id));
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.id, second.id));
    withdrawn.push(first.code, second.code);
  });

  for (const purpose of ["rent", "sale"] as const) {
    it(`counts every option over published ${purpose} listings only`, async () => {
      const body = await getFilters(t.api, purpose === "rent" ? "" : "?purpose=sale");
      const expected = await expectedFilters(t.handle.db, purpose);
      expect(body.purpose).toBe(purpose);
      expect(body.total).toBe(expected.total);
      expect(body.total).toBeGreaterThan(0);
      expect(Object.fromEntries(body.types.map((o) => [o.type, o.count]))).toEqual(expected.types);
      expect(Object.fromEntries(body.bedrooms.map((o) => [o.bedrooms, o.count]))).toEqual(expected.bedrooms);
      expect(Object.fromEntries(body.amenities.map((o) => [o.flag, o.count]))).toEqual(expected.amenities);
      expect(new Map(body.neighbourhoods.map((o) => [o.name, o.count]))).toEqual(expected.hoods);
      expect(
        body.universities.map((u) => ({ slug: u.slug, count: u.count })).sort((a, b) => a.slug.localeCompare(b.slug)),
      ).toEqual(expected.universities);
    });
  }

  it("leaves withdrawn listings out of the counts", async () => {
    const body = await getFilters(t.api);
    const allRent = await countWhere(t.handle.db, eq(properties.purpose, "rent"));
    expect(withdrawn).toHaveLength(2);
    expect(body.total).toBe(allRent - withdrawn.length);
  });

  it("offers every type, bedroom option and amenity flag in a fixed order, 4 meaning four or more", async () => {
    const body = await getFilters(t.api);
    expect(body.types.map((o) => o.type)).toEqual([...ACCOMMODATION_TYPES]);
    expect(body.bedrooms.map((o) => o.bedrooms)).toEqual([1, 2, 3, 4]);
    expect(body.amenities.map((o) => o.flag)).toEqual([...AMENITY_FLAGS]);
    // Every listing has at least one bedroom, so the four options add up to the total.
    expect(body.bedrooms.reduce((sum, o) => sum + o.count, 0)).toBe(body.total);
    expect(body.types.reduce((sum, o) => sum + o.count, 0)).toBe(body.total);
    expect(body.neighbourhoods.reduce((sum, o) => sum + o.count, 0)).toBe(body.total);
  });

  it("lists the busiest neighbourhoods first, then by name", async () => {
    const { neighbourhoods } = await getFilters(t.api);
    const sorted = [...neighbourhoods].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"));
    expect(neighbourhoods).toEqual(sorted);
    expect(neighbourhoods.every((o) => o.count > 0)).toBe(true);
  });

  it("gives rent and sale price bounds in reais whichever purpose is asked", async () => {
    const [rent, sale] = await Promise.all([getFilters(t.api), getFilters(t.api, "?purpose=sale")]);
    const expected = {
      rent: await expectedBounds(t.handle.db, "rent"),
      sale: await expectedBounds(t.handle.db, "sale"),
    };
    expect(expected.rent).not.toBeNull();
    expect(expected.sale).not.toBeNull();
    expect(rent.prices).toEqual(expected);
    expect(sale.prices).toEqual(expected);
  });

  it("lists every university, partners first, with its slug and short name", async () => {
    const { universities: options } = await getFilters(t.api);
    const all = await t.handle.db.select({ slug: universities.slug }).from(universities);
    expect(options).toHaveLength(all.length);
    const firstOther = options.findIndex((u) => !u.isPartner);
    expect(options.slice(firstOther).some((u) => u.isPartner)).toBe(false);
    expect(options.some((u) => u.isPartner && u.count > 0)).toBe(true);
  });

  it("answers 400 naming the field to an unknown purpose", async () => {
    const res = await t.api.request("/v2/properties/filters?purpose=lease");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", fields: { purpose: expect.any(String) } },
    });
  });

  it("can be cached, and answers 304 to a matching If-None-Match", async () => {
    const res = await t.api.request("/v2/properties/filters");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const tag = res.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t.api.request("/v2/properties/filters", { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    const sale = await t.api.request("/v2/properties/filters?purpose=sale", {
      headers: { "If-None-Match": tag ?? "" },
    });
    expect(sale.status).toBe(200);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/v2/properties/filters");
  });

  it("never answers 5xx, whatever the query string", async () => {
    const key = fc.oneof(fc.constantFrom("purpose", "lang", "q", "page", "purpose[]"), fc.string({ maxLength: 12 }));
    const value = fc.oneof(
      fc.constantFrom("rent", "sale", "", "RENT", "%", "%zz", "_", "'", '"', "\\", "null", "[]"),
      fc.string({ unit: "binary", maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, value), { maxLength: 6 }),
        fc.string({ maxLength: 100 }),
        async (pairs, raw) => {
          const params = new URLSearchParams(pairs).toString();
          for (const query of [params, raw]) {
            const res = await t.api.request(`/v2/properties/filters?${query}`);
            expect(res.status).toBeLessThan(500);
            // 404: a `university` or `customer` slug the catalogue does not know.
            expect([200, 400, 404]).toContain(res.status);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("GET /v2/properties/filters under chosen filters", () => {
  const t = useTestApi({ seeded: true });

  const totalOf = async (params: URLSearchParams) => {
    const res = await t.api.request(`/v2/properties?${params}&pageSize=1`);
    expect(res.status, `${params}`).toBe(200);
    return ((await res.json()) as { total: number }).total;
  };
  /** The chosen filters with one option's own filter replaced, as a click on the option makes them. */
  const withOption = (chosen: string, name: string, value: string) => {
    const params = new URLSearchParams(chosen);
    params.set(name, value);
    return params;
  };

  const combinations = [
    "type=apartamento",
    "bedrooms=2&furnished=true",
    "university=mackenzie&type=coliving&hasWashingMachine=true",
    "purpose=sale&bedrooms=4&maxPrice=2000000",
    "q=paulista&acceptPets=true",
    // The map's area west of Paulista (Pinheiros, Vila Madalena, Jardins, Perdizes).
    "bbox=-46.70,-23.58,-46.65,-23.54&bedrooms=2",
  ];
  for (const chosen of combinations) {
    it(`gives each option the total of the search with it chosen beside ${chosen}`, async () => {
      const body = await getFilters(t.api, `?${chosen}`);
      expect(body.total).toBe(await totalOf(new URLSearchParams(chosen)));
      for (const o of body.types) expect(o.count, o.type).toBe(await totalOf(withOption(chosen, "type", o.type)));
      for (const o of body.bedrooms) {
        expect(o.count, `bedrooms ${o.bedrooms}`).toBe(
          await totalOf(withOption(chosen, "bedrooms", String(o.bedrooms))),
        );
      }
      // Every amenity would be 26 more searches per combination: those with matches, and one without.
      const amenities = [
        ...body.amenities.filter((o) => o.count > 0).slice(0, 5),
        ...body.amenities.filter((o) => o.count === 0).slice(0, 1),
      ];
      for (const o of amenities) {
        const name = o.flag === "hasFurniture" ? "furnished" : o.flag === "acceptPets" ? "pets" : o.flag;
        expect(o.count, o.flag).toBe(await totalOf(withOption(chosen, name, "true")));
      }
      expect(body.neighbourhoods.length).toBeGreaterThan(0);
      for (const o of body.neighbourhoods.slice(0, 3)) {
        expect(o.count, o.name).toBe(await totalOf(withOption(chosen, "neighbourhood", o.name)));
      }
      for (const o of body.universities.filter((u) => u.count > 0).slice(0, 3)) {
        expect(o.count, o.slug).toBe(await totalOf(withOption(chosen, "university", o.slug)));
      }
      // Counts follow the chosen filters, not the whole catalogue.
      const unfiltered = await getFilters(t.api, chosen.startsWith("purpose=sale") ? "?purpose=sale" : "");
      expect(body.total).toBeLessThan(unfiltered.total);
    });
  }

  it("keeps a chosen neighbourhood among the options even when nothing else matches there", async () => {
    const { neighbourhoods } = await getFilters(t.api);
    const quiet = neighbourhoods.at(-1);
    if (!quiet) throw new Error("the demo catalogue has neighbourhoods");
    const body = await getFilters(
      t.api,
      `?neighbourhood=${encodeURIComponent(quiet.name.toUpperCase())}&minPrice=19000000`,
    );
    expect(body.total).toBe(0);
    expect(body.neighbourhoods).toEqual([{ name: quiet.name.toUpperCase(), count: 0 }]);
  });

  it("answers 404 to an unknown university and 400 naming a bad filter", async () => {
    expect((await t.api.request("/v2/properties/filters?university=nowhere")).status).toBe(404);
    const res = await t.api.request("/v2/properties/filters?bedrooms=9");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { bedrooms: expect.any(String) } } });
    const box = await t.api.request("/v2/properties/filters?bbox=-46.7,-23.5,-46.6,-23.6&lang=en");
    expect(box.status).toBe(400);
    expect(await box.json()).toMatchObject({ error: { fields: { bbox: "south must be less than north" } } });
  });
});

describe("GET /v2/properties/filters after a change", () => {
  const t = useTestApi({ seeded: true });

  it("counts a listing archived at once, though the counts before it were kept", async () => {
    const before: PropertyFilters = await getFilters(t.api);
    const [listing] = await t.handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(published("rent"))
      .limit(1);
    if (!listing) throw new Error("the demo catalogue has rent listings");
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.id, listing.id));
    expect((await getFilters(t.api)).total).toBe(before.total - 1);
  });
});
