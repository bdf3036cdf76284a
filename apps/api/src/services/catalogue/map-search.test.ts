import { centsToReais } from "@campuslar/domain/money/money";
import { type BoundingBox, inBoundingBox } from "@campuslar/domain/property/bounding-box";
import { priceScopeOf, vacancies } from "@campuslar/domain/property/price-scope";
import { MAX_MAP_PINS } from "@campuslar/domain/property/property-pins-dto";
import {
  type PropertySearchFilters,
  PropertySearchFiltersSchema,
  PropertySearchQuerySchema,
} from "@campuslar/domain/property/property-search-query";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties, propertyCommutes, universities } from "../../db/schema/index.ts";
import { ENGINES, engineReady } from "../../test/answer-engines.ts";
import { writeTestCommutes } from "../../test/stored-commutes.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { computePropertyFilters } from "./property-filters.ts";
import { readPins } from "./property-pins.ts";
import { readPage } from "./search-properties.ts";
import { type AnswerSource, fromSnapshot } from "./snapshot-filters.ts";

/**
 * The map's searches (issue 20) on both engines, the SQL and the catalogue snapshot (decision
 * 021), against listings read straight from the table: a box keeps the listings inside it,
 * edges included, in the list, its total, its option counts and its pins; beside a commute
 * limit (decision 024), the listings inside it within that commute.
 */
let handle: DatabaseHandle;

type Listing = {
  code: string;
  purpose: string;
  type: string;
  lat: number;
  lng: number;
  rentCents: number | null;
  capacity: number;
  occupants: number;
  sponsored: boolean;
};

const publishedListings = (): Promise<Listing[]> =>
  handle.db
    .select({
      code: properties.code,
      purpose: properties.purpose,
      type: properties.type,
      lat: properties.lat,
      lng: properties.lng,
      rentCents: properties.rentCents,
      capacity: properties.capacity,
      occupants: properties.occupants,
      sponsored: properties.sponsored,
    })
    .from(properties)
    .where(eq(properties.status, "published"));

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  await writeTestCommutes(handle.db);
}, 60_000);

afterAll(() => handle?.close());

/** Makes sure the engine asked for is the one that answers. */
const engine = (source: AnswerSource) => engineReady(handle, source);

const filters = (query: Record<string, string | undefined>): PropertySearchFilters =>
  PropertySearchFiltersSchema.parse(query);
const bboxText = (box: BoundingBox) => box.join(",");

/** A rent listing of the seed, and the rent listings inside `box` as the table has them. */
async function around() {
  const all = await publishedListings();
  const rent = all.filter((l) => l.purpose === "rent");
  const known = rent[Math.floor(rent.length / 2)] as Listing;
  const inside = (box: BoundingBox) => rent.filter((l) => inBoundingBox(box, l.lat, l.lng));
  return { all, rent, known, inside };
}

/** A university and the codes of the listings whose stored commute to it takes at most `limit` minutes. */
async function commutesWithin(limit: number) {
  const [campus] = await handle.db.select({ id: universities.id, slug: universities.slug }).from(universities).limit(1);
  if (!campus) throw new Error("the seed has universities");
  const rows = await handle.db
    .select({ code: properties.code, minutes: propertyCommutes.minutes })
    .from(propertyCommutes)
    .innerJoin(properties, eq(properties.id, propertyCommutes.propertyId))
    .where(eq(propertyCommutes.universityId, campus.id));
  return { slug: campus.slug, codes: new Set(rows.filter((r) => r.minutes <= limit).map((r) => r.code)) };
}

describe("a map search from the snapshot", () => {
  it("lists a box's homes in the SQL's order, however wide the box and whatever the order", async () => {
    const { known } = await around();
    await engine("any");
    const { lat, lng } = known;
    // From a street to the whole city: the snapshot sorts a narrow box's matches and walks the
    // order for a wide one; both must give the SQL's page, its featured cards and its total.
    for (const half of [0.004, 0.02, 0.08, 1]) {
      for (const order of ["recent", "price_asc", "price_desc"] as const) {
        for (const page of ["1", "2"]) {
          const query = PropertySearchQuerySchema.parse({
            bbox: bboxText([lng - half, lat - half, lng + half, lat + half]),
            order,
            page,
          });
          const [fromSql, fromSnapshot] = await Promise.all([
            readPage(handle.db, query, "pt", "sql"),
            readPage(handle.db, query, "pt", "any"),
          ]);
          const codes = (p: typeof fromSql) => [p.total, p.items.map((i) => i.code), p.featured.map((i) => i.code)];
          expect(codes(fromSnapshot), `${half} ${order} ${page}`).toEqual(codes(fromSql));
        }
      }
    }
  });

  it("lists a box's homes within a commute as the SQL does, in every order", async () => {
    const { known } = await around();
    const { slug } = await commutesWithin(45);
    await engine("any");
    const { lat, lng } = known;
    // From a street to the whole city: the listings within the commute or the box's, whichever
    // are fewer, are the candidates; both must give the SQL's page, featured cards and total.
    for (const half of [0.004, 0.02, 0.08, 1]) {
      for (const order of ["recent", "price_asc", "price_desc", "distance", "commute"] as const) {
        for (const page of ["1", "2"]) {
          const query = PropertySearchQuerySchema.parse({
            bbox: bboxText([lng - half, lat - half, lng + half, lat + half]),
            university: slug,
            maxCommute: "45",
            order,
            page,
            pageSize: "6",
          });
          const [fromSql, fromSnapshot] = await Promise.all([
            readPage(handle.db, query, "pt", "sql"),
            readPage(handle.db, query, "pt", "any"),
          ]);
          expect(fromSnapshot, `${half} ${order} ${page}`).toEqual(fromSql);
        }
      }
    }
  });
});

describe.each(ENGINES)("a map search %s", (_name, source) => {
  it("keeps a listing inside the box and leaves it out of one beside it, edges included", async () => {
    const { known, inside } = await around();
    await engine(source);
    const { lat, lng } = known;
    const boxes: [BoundingBox, boolean][] = [
      // The listing on the south-west corner, then on the north-east corner: inside.
      [[lng, lat, lng + 0.01, lat + 0.01], true],
      [[lng - 0.01, lat - 0.01, lng, lat], true],
      // On the west edge and on the north edge: inside.
      [[lng, lat - 0.005, lng + 0.01, lat + 0.005], true],
      [[lng - 0.005, lat - 0.01, lng + 0.005, lat], true],
      // A hair east of it, and a hair south of it: outside.
      [[lng + 1e-9, lat - 0.01, lng + 0.01, lat + 0.01], false],
      [[lng - 0.01, lat - 0.01, lng + 0.01, lat - 1e-9], false],
    ];
    for (const [box, holds] of boxes) {
      const query = PropertySearchQuerySchema.parse({ bbox: bboxText(box), pageSize: "50" });
      const page = await readPage(handle.db, query, "pt", source);
      const expected = inside(box);
      expect(expected.some((l) => l.code === known.code)).toBe(holds);
      expect(page.total, bboxText(box)).toBe(expected.length);
      expect(
        page.items.some((item) => item.code === known.code),
        bboxText(box),
      ).toBe(holds);
      expect(page.items.every((item) => inBoundingBox(box, item.location.lat, item.location.lng))).toBe(true);
    }
  });

  it("counts the options of the screen inside the box only, beside the other filters", async () => {
    const { known, inside } = await around();
    await engine(source);
    const box: BoundingBox = [known.lng - 0.02, known.lat - 0.02, known.lng + 0.02, known.lat + 0.02];
    const expected = inside(box);
    expect(expected.length).toBeGreaterThan(1);
    const counts = await computePropertyFilters(handle.db, filters({ bbox: bboxText(box) }), source);
    expect(counts.total).toBe(expected.length);
    for (const option of counts.types) {
      expect(option.count, option.type).toBe(expected.filter((l) => l.type === option.type).length);
    }
    const typed = await computePropertyFilters(handle.db, filters({ bbox: bboxText(box), type: known.type }), source);
    expect(typed.total).toBe(expected.filter((l) => l.type === known.type).length);
    // Nowhere near the catalogue: nothing, and every option at 0.
    const ocean = await computePropertyFilters(handle.db, filters({ bbox: "-30,-10,-29,-9" }), source);
    expect(ocean.total).toBe(0);
    expect(ocean.types.every((o) => o.count === 0)).toBe(true);
    expect(ocean.universities.every((u) => u.count === 0)).toBe(true);
  });

  it("pins every matching listing with its place, price and scope, under the other filters too", async () => {
    const { known, inside, rent } = await around();
    await engine(source);
    const box: BoundingBox = [known.lng - 0.03, known.lat - 0.03, known.lng + 0.03, known.lat + 0.03];
    const queries: Record<string, string>[] = [{ bbox: bboxText(box) }, { bbox: bboxText(box), type: known.type }, {}];
    for (const query of queries) {
      const expected = (query.bbox ? inside(box) : rent).filter((l) => !query.type || l.type === known.type);
      const answer = await readPins(handle.db, filters(query), source);
      expect(answer.total, JSON.stringify(query)).toBe(expected.length);
      expect(answer.truncated).toBe(false);
      expect(answer.pins.map((pin) => pin.code).sort()).toEqual(expected.map((l) => l.code).sort());
      for (const pin of answer.pins) {
        const listing = expected.find((l) => l.code === pin.code) as Listing;
        expect(pin).toEqual({
          code: listing.code,
          lat: listing.lat,
          lng: listing.lng,
          price: centsToReais(listing.rentCents ?? 0),
          priceScope: priceScopeOf({ capacity: listing.capacity, vacancies: vacancies(listing) }),
          ...(listing.sponsored ? { featured: true } : {}),
        });
      }
    }
    // The sale listings' pins show the sale price.
    const sale = await readPins(handle.db, filters({ purpose: "sale" }), source);
    expect(sale.pins.length).toBeGreaterThan(0);
    const page = await readPage(handle.db, PropertySearchQuerySchema.parse({ purpose: "sale", pageSize: "1" }), "pt");
    expect(sale.pins[0]).toMatchObject({ code: page.items[0]?.code, price: page.items[0]?.salePrice });
  });

  it("keeps a box to the homes within maxCommute of the university, in the list, its counts and its pins", async () => {
    const { known, inside } = await around();
    const { slug, codes } = await commutesWithin(30);
    await engine(source);
    const box: BoundingBox = [known.lng - 0.05, known.lat - 0.05, known.lng + 0.05, known.lat + 0.05];
    const expected = inside(box).filter((l) => codes.has(l.code));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(inside(box).length);
    const query = { bbox: bboxText(box), university: slug, maxCommute: "30" };
    const page = await readPage(handle.db, PropertySearchQuerySchema.parse({ ...query, pageSize: "50" }), "pt", source);
    expect(page.total).toBe(expected.length);
    expect(page.items.every((item) => codes.has(item.code) && (item.commute?.minutes ?? 99) <= 30)).toBe(true);
    const counts = await computePropertyFilters(handle.db, filters(query), source);
    expect(counts.total).toBe(expected.length);
    const pins = await readPins(handle.db, filters(query), source);
    expect(pins.total).toBe(expected.length);
    expect(pins.pins.map((pin) => pin.code).sort()).toEqual(expected.map((l) => l.code).sort());
  });

  it("answers a search the snapshot can answer from the snapshot, bbox included", async () => {
    await engine(source);
    const found = fromSnapshot(handle.db, filters({ bbox: "-46.7,-23.6,-46.6,-23.5" }), source);
    expect(found !== undefined).toBe(source === "any");
  });
});

describe("the map's pins past their cap", () => {
  it(`hold the first ${MAX_MAP_PINS} matches the list shows, and say there are more`, async () => {
    // Two copies of every published rent listing: more matches than pins.
    await handle.db.execute(sql`insert into properties (code, purpose, type, status, title_pt, title_en, street,
        neighbourhood, lat, lng, rent_cents, bedrooms, bathrooms, capacity, occupants, area_m2, sponsored, published_at)
      select 'SP' || (800000 + copy * 10000 + id)::text, purpose, type, status, title_pt, title_en, street,
        neighbourhood, lat, lng, rent_cents, bedrooms, bathrooms, capacity, occupants, area_m2, sponsored,
        published_at - copy * interval '1 minute'
      from properties, generate_series(1, 2) as copy where status = 'published' and purpose = 'rent'`);
    const rent = (await publishedListings()).filter((l) => l.purpose === "rent");
    expect(rent.length).toBeGreaterThan(MAX_MAP_PINS);
    const firstCodes: string[] = [];
    for (let page = 1; firstCodes.length < MAX_MAP_PINS; page++) {
      const query = PropertySearchQuerySchema.parse({ page: String(page), pageSize: "50" });
      firstCodes.push(...(await readPage(handle.db, query, "pt", "sql")).items.map((item) => item.code));
    }
    for (const [, source] of ENGINES) {
      await engine(source);
      const answer = await readPins(handle.db, filters({}), source);
      expect(answer.total, source).toBe(rent.length);
      expect(answer.truncated, source).toBe(true);
      expect(answer.pins.map((pin) => pin.code)).toEqual(firstCodes.slice(0, MAX_MAP_PINS));
    }
  });
});
