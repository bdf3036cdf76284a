import { rideKindsOf } from "@campuslar/domain/commute/ride-bits";
import type { PropertyList, PropertyListItem } from "@campuslar/domain/property/property-dto";
import {
  type PropertySearchFilters,
  PropertySearchFiltersSchema,
  PropertySearchQuerySchema,
} from "@campuslar/domain/property/property-search-query";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { propertyCommutes } from "../../db/schema/transit.ts";
import { ENGINES, engineReady } from "../../test/answer-engines.ts";
import { storeCommute, writeTestCommutes } from "../../test/stored-commutes.ts";
import { catalogueHeard, createTestDatabase } from "../../test/test-database.ts";
import { computePropertyFilters } from "./property-filters.ts";
import { readPins } from "./property-pins.ts";
import { readPage } from "./search-properties.ts";
import type { AnswerSource } from "./snapshot-filters.ts";

/**
 * A student's search by commute (issue 21, decision 024) on both engines, the SQL and the
 * catalogue snapshot, held to the stored commutes read straight from the table: `maxCommute`
 * keeps the homes within that many minutes of the university however far they are, the commute
 * order puts the shortest first, and every card says its commute.
 */
let handle: DatabaseHandle;
/** The university searched, and a second one. */
let campus: { id: number; slug: string };
let other: { id: number; slug: string };
/** The published rent listings, by id. */
let rent: Map<number, { code: string; sponsored: boolean }>;
/** The campus's stored commutes and its near listings' distances, by listing id. */
let stored: Map<number, { minutes: number; rides: number }>;
let near: Map<number, number>;
/** A rent listing far from the campus (not near it) whose commute is short: 12 minutes by metro. */
let farHome: { id: number; code: string };

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  const { db } = handle;
  await writeTestCommutes(db);
  const campuses = await db.select({ id: universities.id, slug: universities.slug }).from(universities);
  const nearRows = await db.select().from(propertyUniversities);
  // The campus with the most listings near it, so near and far are both many.
  const nearCount = (id: number) => nearRows.filter((r) => r.universityId === id).length;
  [campus, other] = campuses.sort((a, b) => nearCount(b.id) - nearCount(a.id)) as [typeof campus, typeof other];
  const listings = await db
    .select({ id: properties.id, code: properties.code, sponsored: properties.sponsored })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")));
  rent = new Map(listings.map((l) => [l.id, { code: l.code, sponsored: l.sponsored }]));
  near = new Map(nearRows.filter((r) => r.universityId === campus.id).map((r) => [r.propertyId, r.distanceM]));
  const far = listings.find((l) => !near.has(l.id)) as { id: number; code: string };
  farHome = far;
  await storeCommute(db, { propertyId: far.id, universityId: campus.id, minutes: 12, rides: 1 });
  await catalogueHeard(handle);
  const rows = await db.select().from(propertyCommutes).where(eq(propertyCommutes.universityId, campus.id));
  stored = new Map(rows.map((r) => [r.propertyId, { minutes: r.minutes, rides: r.rides }]));
}, 60_000);

afterAll(() => handle?.close());

/** Makes sure the engine asked for is the one that answers. */
const engine = (source: AnswerSource) => engineReady(handle, source);

/** Every page of a search, its items in order, and its first page (for its total and featured cards). */
async function everyPage(query: Record<string, string>, source: AnswerSource) {
  const items: PropertyListItem[] = [];
  let first: PropertyList | undefined;
  for (let page = 1; ; page++) {
    const parsed = PropertySearchQuerySchema.parse({ ...query, pageSize: "50", page: String(page) });
    const list = await readPage(handle.db, parsed, "pt", source);
    first ??= list;
    items.push(...list.items);
    if (page >= list.totalPages) break;
  }
  return { items, first: first as PropertyList, codes: items.map((item) => item.code) };
}

const codesOf = (ids: number[]) => ids.map((id) => rent.get(id)?.code as string);
const rentIds = () => [...rent.keys()];
/** The rent listings whose stored commute to the campus takes at most `limit` minutes. */
const within = (limit: number) =>
  rentIds().filter((id) => (stored.get(id)?.minutes ?? Number.POSITIVE_INFINITY) <= limit);
const filters = (query: Record<string, string>): PropertySearchFilters => PropertySearchFiltersSchema.parse(query);

/** The card's commute as the stored row says it. */
const expectedCommute = (id: number) => {
  const row = stored.get(id);
  return row && { university: campus.slug, minutes: row.minutes, rides: rideKindsOf(row.rides) };
};
const idOfCode = (code: string) => [...rent].find(([, l]) => l.code === code)?.[0] as number;

describe.each(ENGINES)("a search by commute %s", (_name, source) => {
  it("keeps the homes within maxCommute of the university however far, each saying its commute", async () => {
    await engine(source);
    for (const limit of [15, 30, 60]) {
      const expected = within(limit);
      expect(expected.length, `${limit} min`).toBeGreaterThan(0);
      const { items, first, codes } = await everyPage({ university: campus.slug, maxCommute: String(limit) }, source);
      expect(first.total, `${limit} min`).toBe(expected.length);
      expect([...codes].sort()).toEqual(codesOf(expected).sort());
      for (const item of items) {
        expect(item.commute, item.code).toEqual(expectedCommute(idOfCode(item.code)));
        expect(item.commute?.minutes).toBeLessThanOrEqual(limit);
      }
      // Homes more than a walk away are in: the near rule no longer applies.
      expect(
        expected.some((id) => !near.has(id)),
        `${limit} min`,
      ).toBe(true);
    }
  });

  it("finds a far home with a short commute that the university alone leaves out", async () => {
    await engine(source);
    const byCommute = await everyPage({ university: campus.slug, maxCommute: "15" }, source);
    expect(byCommute.codes).toContain(farHome.code);
    expect(byCommute.items.find((item) => item.code === farHome.code)?.commute).toEqual({
      university: campus.slug,
      minutes: 12,
      rides: ["metro"],
    });
    const nearOnly = await everyPage({ university: campus.slug }, source);
    expect(nearOnly.codes).not.toContain(farHome.code);
    expect(nearOnly.first.total).toBe(rentIds().filter((id) => near.has(id)).length);
  });

  it("puts the shortest commute first, ties by id, and a home without a stored commute last", async () => {
    await engine(source);
    const shortestFirst = (ids: number[]) =>
      [...ids].sort(
        (a, b) =>
          (stored.get(a)?.minutes ?? Number.POSITIVE_INFINITY) - (stored.get(b)?.minutes ?? Number.POSITIVE_INFINITY) ||
          a - b,
      );
    // Near the campus (no limit): some have no stored commute, and they come last.
    const nearIds = rentIds().filter((id) => near.has(id));
    expect(nearIds.some((id) => !stored.has(id))).toBe(true);
    const nearByCommute = await everyPage({ university: campus.slug, order: "commute" }, source);
    expect(nearByCommute.codes).toEqual(codesOf(shortestFirst(nearIds)));
    expect(nearByCommute.items.at(-1)?.commute).toBeUndefined();
    // Within 45 minutes, wherever they are.
    const limited = await everyPage({ university: campus.slug, maxCommute: "45", order: "commute" }, source);
    expect(limited.codes).toEqual(codesOf(shortestFirst(within(45))));
    const minutes = limited.items.map((item) => item.commute?.minutes ?? Number.NaN);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it("orders a commute search by distance: the near homes nearest first, then the others by id", async () => {
    await engine(source);
    const ids = within(60);
    const nearFirst = [
      ...ids.filter((id) => near.has(id)).sort((a, b) => (near.get(a) as number) - (near.get(b) as number) || a - b),
      ...ids.filter((id) => !near.has(id)).sort((a, b) => a - b),
    ];
    const page = await everyPage({ university: campus.slug, maxCommute: "60", order: "distance" }, source);
    expect(page.codes).toEqual(codesOf(nearFirst));
  });

  it("gives every card, featured ones too, the commute to the university searched, and none without one", async () => {
    await engine(source);
    const withCampus = await readPage(
      handle.db,
      PropertySearchQuerySchema.parse({ university: campus.slug, maxCommute: "120", pageSize: "3" }),
      "pt",
      source,
    );
    expect(withCampus.featured.length).toBeGreaterThan(0);
    for (const item of [...withCampus.items, ...withCampus.featured]) {
      expect(item.commute, item.code).toEqual(expectedCommute(idOfCode(item.code)));
    }
    // Near the campus, a home without a stored commute has no `commute` at all.
    const nearAll = await everyPage({ university: campus.slug }, source);
    const without = nearAll.items.filter((item) => !stored.has(idOfCode(item.code)));
    expect(without.length).toBeGreaterThan(0);
    expect(without.every((item) => !("commute" in item))).toBe(true);
    // Another university: its own commutes.
    const second = await readPage(handle.db, PropertySearchQuerySchema.parse({ university: other.slug }), "pt", source);
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.every((item) => item.commute === undefined || item.commute.university === other.slug)).toBe(
      true,
    );
    // No university, no commute.
    const plain = await everyPage({}, source);
    expect(plain.items.some((item) => "commute" in item)).toBe(false);
    expect(plain.first.featured.some((item) => "commute" in item)).toBe(false);
  });

  it("counts the options and pins the homes within maxCommute, and each university beside it", async () => {
    await engine(source);
    const expected = within(30);
    const query = { university: campus.slug, maxCommute: "30" };
    const counts = await computePropertyFilters(handle.db, filters(query), source);
    expect(counts.total).toBe(expected.length);
    expect(counts.types.reduce((sum, option) => sum + option.count, 0)).toBe(expected.length);
    // Each university's count leaves out the university and its commute limit alike.
    const none = await computePropertyFilters(handle.db, filters({}), source);
    expect(counts.universities).toEqual(none.universities);
    // The pins are the list's matches.
    const pins = await readPins(handle.db, filters(query), source);
    expect(pins.total).toBe(expected.length);
    expect(pins.pins.map((pin) => pin.code).sort()).toEqual(codesOf(expected).sort());
    const { codes } = await everyPage(query, source);
    expect(pins.pins.map((pin) => pin.code)).toEqual(codes);
  });
});
