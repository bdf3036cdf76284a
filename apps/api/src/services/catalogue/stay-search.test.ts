import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import {
  PropertySearchFiltersSchema,
  PropertySearchQuerySchema,
} from "@campuslar/domain/property/property-search-query";
import { allowsStay, type ListingStay, pinMoveIn, stayWindow } from "@campuslar/domain/property/stay";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { ENGINES, engineReady } from "../../test/answer-engines.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { computePropertyFilters } from "./property-filters.ts";
import { readPins } from "./property-pins.ts";
import { readPage } from "./search-properties.ts";
import type { AnswerSource } from "./snapshot-filters.ts";
import { isVerificationCurrent } from "./verification-policy.ts";

/**
 * When and for how long (issue 22) on both engines, the SQL and the catalogue snapshot, against
 * the domain's own rule (`allowsStay`) applied to every published rental read straight from the
 * table: a move-in keeps the homes free by then, a stay those whose minimum and maximum take it,
 * and `verified` the homes staff verified. Five homes with known dates pin the semesters down.
 */
const TODAY = "2026-11-26";
const HOOD = "Vila Estadia";
let handle: DatabaseHandle;
let rentals: (ListingStay & { code: string; verified: boolean })[];
/** The five homes of HOOD, by letter. */
const known = {
  // Free now, any stay from three months.
  a: { availableFrom: null, minContractMonths: 3, maxStayMonths: null },
  // Free on the first day of the first semester, six months to a year.
  b: { availableFrom: "2027-02-01", minContractMonths: 6, maxStayMonths: 12 },
  // Free a day too late for the first semester; a semester at most.
  c: { availableFrom: "2027-02-02", minContractMonths: 3, maxStayMonths: 6 },
  // A year or more.
  d: { availableFrom: "2026-12-01", minContractMonths: 12, maxStayMonths: null },
  // Free in mid-August: too late for the second semester's first day.
  e: { availableFrom: "2027-08-15", minContractMonths: 3, maxStayMonths: 24 },
} satisfies Record<string, ListingStay>;
let codeOf: Record<keyof typeof known, string>;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  const { db } = handle;
  const picked = await db
    .select({ id: properties.id, code: properties.code })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
    .limit(5);
  const letters = Object.keys(known) as (keyof typeof known)[];
  codeOf = Object.fromEntries(letters.map((letter, i) => [letter, picked[i]?.code])) as typeof codeOf;
  for (const [i, letter] of letters.entries()) {
    await db
      .update(properties)
      .set({ ...known[letter], neighbourhood: HOOD, verifiedAt: null, verificationMethod: null })
      .where(eq(properties.id, picked[i]?.id ?? 0));
  }
  // One verified, to be found by `verified` among the seed's.
  await db
    .update(properties)
    .set({ verifiedAt: new Date("2026-11-20T15:00:00Z"), verificationMethod: "video_call" })
    .where(inArray(properties.code, [codeOf.b]));
  const rows = await db
    .select({
      code: properties.code,
      availableFrom: properties.availableFrom,
      minContractMonths: properties.minContractMonths,
      maxStayMonths: properties.maxStayMonths,
      verifiedAt: properties.verifiedAt,
    })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")));
  // "Verified" counts only a verification that still holds (issue 34.12): most of the seed's are older.
  rentals = rows.map(({ verifiedAt, ...row }) => ({ ...row, verified: isVerificationCurrent(verifiedAt) }));
}, 60_000);

afterAll(() => handle?.close());

/** The query as the API pins it on TODAY (a semester's move-in written out): what it asks no longer depends on the day. */
const pinned = <Q extends Parameters<typeof pinMoveIn>[0]>(query: Q): Q => pinMoveIn(query, TODAY);

async function everyCode(query: Record<string, string>, source: AnswerSource) {
  const items: PropertyListItem[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const parsed = pinned(PropertySearchQuerySchema.parse({ ...query, pageSize: "50", page: String(page) }));
    const list = await readPage(handle.db, parsed, "en", source);
    total = list.total;
    items.push(...list.items);
    if (page >= list.totalPages) break;
  }
  expect(items.length).toBe(total);
  return { codes: items.map((item) => item.code).sort(), items };
}

const SEARCHES: Record<string, string>[] = [
  { stay: "first_semester" },
  { stay: "second_semester" },
  { stay: "year" },
  { moveIn: "2027-01-15" },
  { moveIn: "2027-03-01", moveOut: "2027-06-30" },
  { moveOut: "2027-02-28" },
  { stay: "year", moveIn: "2027-02-01", verified: "true" },
  { verified: "true" },
];

describe.each(ENGINES)("a search by dates %s", (_name, source) => {
  it("keeps exactly the homes whose dates take the stay", async () => {
    await engineReady(handle, source);
    for (const search of SEARCHES) {
      const window = stayWindow(PropertySearchFiltersSchema.parse(search), TODAY);
      const expected = rentals
        .filter((r) => (window ? allowsStay(r, window) : true) && (search.verified !== "true" || r.verified))
        .map((r) => r.code)
        .sort();
      expect(expected.length, JSON.stringify(search)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(search)).toBeLessThan(rentals.length);
      const { codes } = await everyCode(search, source);
      expect(codes, JSON.stringify(search)).toEqual(expected);
      const filters = pinned(PropertySearchFiltersSchema.parse(search));
      const [pins, options] = await Promise.all([
        readPins(handle.db, filters, source),
        computePropertyFilters(handle.db, filters, source),
      ]);
      expect(pins.total, JSON.stringify(search)).toBe(expected.length);
      expect(options.total, JSON.stringify(search)).toBe(expected.length);
    }
  });

  it("reads the semesters as Brazil's terms: February to July, August to December", async () => {
    await engineReady(handle, source);
    const inHood = async (search: Record<string, string>) =>
      (await everyCode({ ...search, neighbourhood: HOOD }, source)).codes;
    const codes = (...letters: (keyof typeof known)[]) => letters.map((letter) => codeOf[letter]).sort();
    expect(await inHood({ stay: "first_semester" })).toEqual(codes("a", "b"));
    expect(await inHood({ stay: "second_semester" })).toEqual(codes("a", "c"));
    expect(await inHood({ stay: "year" })).toEqual(codes("a", "b", "d", "e"));
    expect(await inHood({ moveIn: "2027-08-15", moveOut: "2027-12-20" })).toEqual(codes("a", "c", "e"));
    expect(await inHood({ stay: "year", verified: "true" })).toEqual(codes("b"));
  });

  it("says on each card when the home is free and whether it is verified", async () => {
    await engineReady(handle, source);
    const { items } = await everyCode({ neighbourhood: HOOD }, source);
    const card = (letter: keyof typeof known) => items.find((item) => item.code === codeOf[letter]);
    expect(card("b")).toMatchObject({ availableFrom: "2027-02-01", verified: true });
    expect(card("a")).toMatchObject({ availableFrom: null, verified: false });
  });
});
