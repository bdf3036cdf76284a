import { ACCOMMODATION_TYPES, AMENITY_FLAGS } from "@campuslar/domain/property/property-enums";
import { PropertySearchQuerySchema } from "@campuslar/domain/property/property-search-query";
import { STAYS } from "@campuslar/domain/property/stay";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { customers, properties, universities } from "../../db/schema/index.ts";
import { writeTestCommutes } from "../../test/stored-commutes.ts";
import { catalogueHeard, createTestDatabase } from "../../test/test-database.ts";
import { currentSnapshot, snapshotReady } from "./catalogue-snapshot.ts";
import { computePropertyFilters } from "./property-filters.ts";
import { readPins } from "./property-pins.ts";
import { readPage } from "./search-properties.ts";

/**
 * The catalogue snapshot (decision 021) answers searches and facet counts in memory: for any
 * filter set it must give exactly what the SQL gives, the same listings in the same order on
 * every page, the same totals and the same counts, or a visitor would see one thing on the list
 * and another on its filters, or the map other pins than the list. Random filter sets over the
 * seeded catalogue, made harder by ties in price and date, listings without a rent, a
 * neighbourhood spelt two ways, map areas whose edges run through listings, and stored commutes
 * with ties, gaps and figures past a byte (decision 024).
 */
let handle: DatabaseHandle;
let slugs: { universities: string[]; customers: string[]; hoods: string[]; dates: string[] };
/** Where published listings are, by purpose, to draw map areas from. */
let points: Record<"rent" | "sale", { lat: number; lng: number }[]>;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  const { db } = handle;
  // Ties: a tenth of the rents set to a few round values, and a batch published at one instant.
  await db.execute(sql`update ${properties} set rent_cents = 150000 where id % 10 = 0 and purpose = 'rent'`);
  await db.execute(sql`update ${properties} set rent_cents = null where id % 37 = 0 and purpose = 'rent'`);
  await db.execute(
    sql`update ${properties} set published_at = '2026-10-01T00:00:00Z' where id % 7 = 0 and status = 'published'`,
  );
  const [hood] = await db
    .select({ name: properties.neighbourhood })
    .from(properties)
    .where(eq(properties.status, "published"))
    .limit(1);
  if (hood) {
    await db.execute(
      sql`update ${properties} set neighbourhood = upper(neighbourhood) where neighbourhood = ${hood.name} and id % 2 = 0`,
    );
  }
  await writeTestCommutes(db);
  await catalogueHeard(handle);
  const hoodRows = await db.selectDistinct({ name: properties.neighbourhood }).from(properties);
  // Move-in days exactly on listings' first free days: "free by" includes the day itself.
  const dateRows = await db
    .selectDistinct({ day: properties.availableFrom })
    .from(properties)
    .where(sql`${properties.availableFrom} is not null`);
  slugs = {
    universities: (await db.select({ slug: universities.slug }).from(universities)).map((u) => u.slug),
    customers: (await db.select({ slug: customers.slug }).from(customers)).map((c) => c.slug),
    hoods: hoodRows.map((h) => h.name),
    dates: dateRows.flatMap((d) => (d.day === null ? [] : [d.day])),
  };
  const placed = await db
    .select({ purpose: properties.purpose, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(eq(properties.status, "published"));
  points = {
    rent: placed.filter((p) => p.purpose === "rent"),
    sale: placed.filter((p) => p.purpose === "sale"),
  };
  expect(await snapshotReady(db)).toBeDefined();
}, 60_000);

afterAll(() => handle?.close());

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

/**
 * Map areas as `bbox` takes them: the whole world (every listing), one in the Atlantic (none),
 * and boxes spanned by two listings of the purpose searched, so two of their edges run exactly
 * through listings that may match (edges count as inside); two listings on one line span no
 * area, and then the box reaches a random way past the first.
 */
const boxes = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom("-180,-90,180,90", "-30,-10,-29,-9"), weight: 1 },
    { arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.double({ min: 1e-6, max: 0.05, noNaN: true })), weight: 4 },
  );

function boxText(drawn: string | [number, number, number], purpose: "rent" | "sale"): string {
  if (typeof drawn === "string") return drawn;
  const [i, j, off] = drawn;
  const list = points[purpose];
  const a = list[i % list.length] as { lat: number; lng: number };
  const b = list[j % list.length] as { lat: number; lng: number };
  const [west, east] = a.lng < b.lng ? [a.lng, b.lng] : b.lng < a.lng ? [b.lng, a.lng] : [a.lng, a.lng + off];
  const [south, north] = a.lat < b.lat ? [a.lat, b.lat] : b.lat < a.lat ? [b.lat, a.lat] : [a.lat - off, a.lat];
  return [west, south, east, north].join(",");
}

const queries = () =>
  fc
    .record({
      purpose: fc.constantFrom("rent", "sale"),
      order: fc.constantFrom("recent", "price_asc", "price_desc", "distance", "commute", "total_asc"),
      page: fc.integer({ min: 1, max: 4 }),
      pageSize: fc.constantFrom(3, 12, 50),
      university: maybe(fc.constantFrom(...slugs.universities)),
      maxCommute: maybe(fc.constantFrom(5, 15, 30, 45, 60, 120)),
      customer: maybe(fc.constantFrom(...slugs.customers)),
      type: maybe(fc.constantFrom(...ACCOMMODATION_TYPES)),
      bedrooms: maybe(fc.integer({ min: 1, max: 4 })),
      minPrice: maybe(fc.constantFrom(0, 800, 1500, 1500.01)),
      maxPrice: maybe(fc.constantFrom(1500, 2500, 4000, 3_000_000)),
      maxTotal: maybe(fc.constantFrom(1500, 2200, 3000, 3000.01, 6000)),
      neighbourhood: maybe(fc.constantFrom(...slugs.hoods.map((h) => h.toLowerCase()), ...slugs.hoods)),
      bbox: maybe(boxes()),
      moveIn: maybe(fc.oneof(fc.constantFrom(...slugs.dates), fc.constantFrom("2020-01-01", "2040-01-01"))),
      moveOut: maybe(fc.constantFrom("2027-03-31", "2027-07-31", "2027-12-31", "2029-12-31")),
      stay: maybe(fc.constantFrom(...STAYS)),
      verified: maybe(fc.boolean()),
      furnished: maybe(fc.boolean()),
      pets: maybe(fc.boolean()),
      amenities: fc.dictionary(fc.constantFrom(...AMENITY_FLAGS), fc.boolean(), { maxKeys: 3 }),
      // Two in five are map searches: an area, of the other filters at most one, and one of the
      // first two pages (the rest are seldom met all at once inside a small area, which would
      // leave its matches untested). One in five are a student's: a university always, a commute
      // limit or not, at most one other filter, an area now and then.
      mode: fc.constantFrom("any", "any", "map", "map", "campus"),
      map: fc.constantFrom(
        "university",
        "commute",
        "type",
        "bedrooms",
        "maxPrice",
        "maxTotal",
        "stay",
        "verified",
        "none",
      ),
      campus: fc.record({
        university: fc.constantFrom(...slugs.universities),
        maxCommute: maybe(fc.constantFrom(5, 15, 30, 45, 60, 120)),
        other: fc.constantFrom(
          "type",
          "bedrooms",
          "maxPrice",
          "maxTotal",
          "stay",
          "moveIn",
          "verified",
          "bbox",
          "none",
          "none",
        ),
      }),
      mapBox: boxes(),
    })
    .map(({ amenities, bbox, mode, map, campus, mapBox, ...rest }) => {
      const all = { ...rest, ...amenities, bbox: bbox && boxText(bbox, rest.purpose) };
      const only = (names: string[]) =>
        Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name))) as typeof all;
      const paging = ["purpose", "order", "page", "pageSize"];
      const raw: typeof all =
        mode === "map"
          ? {
              ...only([...paging, ...(map === "commute" ? ["university", "maxCommute"] : [map])]),
              bbox: boxText(mapBox, rest.purpose),
              page: Math.min(rest.page, 2),
            }
          : mode === "campus"
            ? {
                ...only([...paging, campus.other]),
                university: campus.university,
                maxCommute: campus.maxCommute,
                ...(campus.other === "bbox" ? { bbox: boxText(mapBox, rest.purpose) } : {}),
              }
            : all;
      // A commute is to a university, and so are the orders by distance and by commute.
      if (!raw.university) {
        raw.maxCommute = undefined;
        if (raw.order === "distance" || raw.order === "commute") raw.order = "recent";
      }
      if (raw.minPrice !== undefined && raw.maxPrice !== undefined && raw.minPrice > raw.maxPrice) {
        raw.maxPrice = undefined;
      }
      // A stay by name or by a move-out date, never both; a move-out after the move-in.
      if (
        raw.moveOut !== undefined &&
        (raw.stay !== undefined || (raw.moveIn !== undefined && raw.moveIn >= raw.moveOut))
      ) {
        raw.moveOut = undefined;
      }
      return PropertySearchQuerySchema.parse(
        Object.fromEntries(
          Object.entries(raw)
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => [name, String(value)]),
        ),
      );
    });

describe("the catalogue snapshot", () => {
  it("gives every page, its featured cards and its total exactly as the SQL does", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), fc.constantFrom("pt", "en"), async (query, locale) => {
        expect(currentSnapshot(handle.db)).toBeDefined();
        const [fromSnapshot, fromSql] = await Promise.all([
          readPage(handle.db, query, locale),
          readPage(handle.db, query, locale, "sql"),
        ]);
        expect(fromSnapshot).toEqual(fromSql);
      }),
      { numRuns: 200 },
    );
  });

  it("counts every option of the search screen exactly as the SQL does", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (query) => {
        const { page, pageSize, order, lang, ...filters } = query;
        const [fromSnapshot, fromSql] = await Promise.all([
          computePropertyFilters(handle.db, filters),
          computePropertyFilters(handle.db, filters, "sql"),
        ]);
        expect(fromSnapshot).toEqual(fromSql);
      }),
      { numRuns: 100 },
    );
  });

  it("gives the map's pins and their total exactly as the SQL does", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (query) => {
        expect(currentSnapshot(handle.db)).toBeDefined();
        const { page, pageSize, order, lang, ...filters } = query;
        const [fromSnapshot, fromSql] = await Promise.all([
          readPins(handle.db, filters),
          readPins(handle.db, filters, "sql"),
        ]);
        expect(fromSnapshot).toEqual(fromSql);
      }),
      { numRuns: 100 },
    );
  });

  it("is set aside the moment the catalogue changes, and the next one shows the change", async () => {
    const before = await snapshotReady(handle.db);
    const query = PropertySearchQuerySchema.parse({ order: "price_asc", pageSize: 1 });
    const cheapest = (await readPage(handle.db, query, "pt")).items[0];
    expect(cheapest).toBeDefined();
    await handle.db
      .update(properties)
      .set({ status: "archived" })
      .where(eq(properties.code, cheapest?.code ?? ""));
    await catalogueHeard(handle);
    // Changed: no snapshot answers until the next is read, and the SQL already shows the change.
    expect(currentSnapshot(handle.db)).toBeUndefined();
    expect((await readPage(handle.db, query, "pt")).items[0]?.code).not.toBe(cheapest?.code);
    const after = await snapshotReady(handle.db);
    expect(after?.version).toBeGreaterThan(before?.version ?? Number.POSITIVE_INFINITY);
    expect(after?.size).toBe((before?.size ?? 0) - 1);
    expect((await readPage(handle.db, query, "pt")).items[0]?.code).not.toBe(cheapest?.code);
  });
});
