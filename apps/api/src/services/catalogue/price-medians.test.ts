import {
  BELOW_MARKET_SHARE,
  isFarBelowMarket,
  MIN_COMPARABLES,
  peerGroupKey,
  peerGroupOf,
} from "@campuslar/domain/property/fair-price";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { useTestApi } from "../../test/test-api.ts";
import { catalogueHeard } from "../../test/test-database.ts";
import { priceMedians, pricePosition } from "./price-medians.ts";

/**
 * The fair price on known data (issues 22 and 34): six unfurnished whole apartments of 20 m² in
 * one neighbourhood at known all-in costs per m², two of another, too few for a median of their
 * own, five furnished private rooms in colivings of a third, compared per room, and a bed of a
 * kind no other listing is, too rare to judge.
 */
describe("where a listing's price stands", () => {
  const t = useTestApi({ seeded: true });
  /** Codes of the six, by their all-in cost per m² in reais (area 20 m², bills included, no fees). */
  const known = new Map<number, string>();
  let lonely = "";
  let rare = "";
  const rooms: string[] = [];

  beforeAll(async () => {
    const db = t.handle.db;
    const rows = await db
      .select({ code: properties.code })
      .from(properties)
      .where(
        and(
          eq(properties.status, "published"),
          eq(properties.type, "apartamento"),
          eq(properties.advertisedUnit, "whole"),
          eq(properties.purpose, "rent"),
        ),
      )
      .limit(8);
    expect(rows).toHaveLength(8);
    const roomRows = await db
      .select({ code: properties.code })
      .from(properties)
      .where(
        and(eq(properties.status, "published"), eq(properties.type, "coliving"), eq(properties.advertisedUnit, "room")),
      )
      .limit(6);
    expect(roomRows).toHaveLength(6);
    const perM2 = [100, 110, 120, 130, 140, 60];
    const same = {
      areaM2: 20,
      hasFurniture: false,
      condoFeeCents: 0,
      iptuCents: 0,
      billsWater: true,
      billsElectricity: true,
      billsGas: true,
      billsInternet: true,
      billsCleaning: true,
    };
    for (const [i, value] of perM2.entries()) {
      const code = rows[i]?.code as string;
      known.set(value, code);
      await db
        .update(properties)
        .set({ ...same, neighbourhood: "Vila Mediana", rentCents: value * 20 * 100 })
        .where(eq(properties.code, code));
    }
    lonely = rows[6]?.code as string;
    await db
      .update(properties)
      .set({ ...same, neighbourhood: "Vila Sozinha", rentCents: 2000_00 })
      .where(inArray(properties.code, [lonely, rows[7]?.code as string]));
    // Rooms at R$ 1,000 to 1,600 all in, whatever their homes' areas: the median is 1,300.
    // The sixth: the only unfurnished bed in a shared room of the catalogue, at a price that would alarm.
    rare = roomRows.pop()?.code as string;
    await db
      .update(properties)
      .set({ ...same, sharedBedroom: true, neighbourhood: "Vila Quartos", rentCents: 300_00 })
      .where(eq(properties.code, rare));
    for (const [i, row] of roomRows.entries()) {
      rooms.push(row.code);
      await db
        .update(properties)
        .set({
          ...same,
          hasFurniture: true,
          sharedBedroom: false,
          areaM2: 40 + 30 * i,
          neighbourhood: "Vila Quartos",
          rentCents: ([1000, 1300, 1600, 1200, 700][i] ?? 1000) * 100,
        })
        .where(eq(properties.code, row.code));
    }
    await catalogueHeard(t.handle);
  });

  const detail = async (code: string, lang = "pt") => {
    const res = await t.api.request(`/v2/properties/${code}?lang=${lang}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PropertyDetail;
  };

  it("compares with the median of its type in its neighbourhood, per m², all in", async () => {
    // The median of 60, 100, 110, 120, 130 and 140 is 115 a m².
    const fair = (await detail(known.get(100) as string)).pricePosition;
    // Its quartiles, as percentile_cont interpolates them: 102.5 and 127.5.
    expect(fair).toMatchObject({
      percent: -13,
      basis: "per_m2",
      median: 115,
      low: 102.5,
      high: 127.5,
      value: 100,
      peerGroup: { letting: "whole", furnished: false, sizeBand: { minM2: 0, maxM2: 20 } },
      neighbourhood: "Vila Mediana",
      sample: 6,
      farBelowMarket: false,
    });
    expect((await detail(known.get(140) as string)).pricePosition?.percent).toBe(22);
  });

  it("flags a price far below the median, and only then", async () => {
    const cheap = (await detail(known.get(60) as string)).pricePosition;
    expect(cheap?.percent).toBe(-48);
    expect(cheap?.farBelowMarket).toBe(true);
    expect(isFarBelowMarket(-BELOW_MARKET_SHARE * 100)).toBe(true);
    expect(isFarBelowMarket(-BELOW_MARKET_SHARE * 100 + 1)).toBe(false);
  });

  it("takes the city's median for its type when its neighbourhood has too few", async () => {
    const position = (await detail(lonely)).pricePosition;
    expect(position?.neighbourhood).toBeNull();
    expect(position?.sample).toBeGreaterThanOrEqual(8);
    expect(position?.value).toBe(100);
  });

  it("compares a room per room, not by its home's area", async () => {
    // 700, 1,000, 1,200, 1,300 and 1,600: the median is 1,200.
    const dear = (await detail(rooms[2] as string)).pricePosition;
    expect(dear).toMatchObject({
      basis: "per_room",
      median: 1200,
      low: 1000,
      high: 1300,
      value: 1600,
      percent: 33,
      sample: 5,
      peerGroup: { letting: "private_room", furnished: true, sizeBand: null },
      farBelowMarket: false,
    });
    const cheap = (await detail(rooms[4] as string, "en")).pricePosition;
    expect(cheap).toMatchObject({ basis: "per_room", value: 700, percent: -42, farBelowMarket: true });
  });

  it("gives no verdict, and no warning, with too few peers in the whole city", async () => {
    const position = (await detail(rare)).pricePosition;
    expect(position).toMatchObject({
      peerGroup: { letting: "shared_bed", furnished: false, sizeBand: null },
      neighbourhood: null,
      sample: 1,
      value: 300,
      percent: null,
      median: null,
      low: null,
      high: null,
      farBelowMarket: false,
    });
  });

  it("has none for a sale", async () => {
    const [sale] = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "sale")))
      .limit(1);
    expect((await detail(sale?.code as string)).pricePosition).toBeNull();
  });
});

/**
 * The demo catalogue as seeded (issue 34): every listing in it is honest, so none may be accused,
 * the cheap beds in shared rooms least of all; a listing planted far below its true peers is.
 */
describe("like-for-like prices on the demo catalogue", () => {
  const t = useTestApi({ seeded: true });
  const rentals = async () =>
    t.handle.db
      .select({
        code: properties.code,
        neighbourhood: properties.neighbourhood,
        allInCents: properties.allInCents,
        areaM2: properties.areaM2,
        advertisedUnit: properties.advertisedUnit,
        sharedBedroom: properties.sharedBedroom,
        hasFurniture: properties.hasFurniture,
      })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")));

  it("accuses no honest listing, and compares each with its peers as the domain defines them", async () => {
    const rows = await rentals();
    const medians = await priceMedians(t.handle.db);
    const keyOf = (row: (typeof rows)[number]) => peerGroupKey(peerGroupOf(row));
    const sharedBeds = rows.filter((row) => row.advertisedUnit === "room" && row.sharedBedroom);
    expect(sharedBeds.length).toBeGreaterThanOrEqual(MIN_COMPARABLES);
    const flagged: string[] = [];
    for (const row of rows) {
      const position = pricePosition(medians, row);
      if (position?.farBelowMarket) flagged.push(`${row.code} ${position.percent}%`);
      // The set the API counted is the listing's peers by the domain's rule, in its neighbourhood or the city.
      const peers = rows.filter(
        (other) =>
          keyOf(other) === keyOf(row) &&
          (position?.neighbourhood === null || other.neighbourhood.toLowerCase() === row.neighbourhood.toLowerCase()),
      );
      expect(position?.sample, row.code).toBe(peers.length);
    }
    expect(flagged).toEqual([]);
  });

  it("shows a cheap bed in a twin room its peers: other beds in shared rooms, without a warning", async () => {
    const res = await t.api.request("/v2/properties/SP10002?lang=en");
    expect(res.status).toBe(200);
    const { pricePosition: position } = (await res.json()) as PropertyDetail;
    expect(position).toMatchObject({
      basis: "per_room",
      peerGroup: { letting: "shared_bed", furnished: true, sizeBand: null },
      farBelowMarket: false,
    });
    expect(position?.sample).toBeGreaterThanOrEqual(MIN_COMPARABLES);
    expect(position?.low).toBeLessThanOrEqual(position?.median ?? 0);
    expect(position?.median).toBeLessThanOrEqual(position?.high ?? 0);
  });

  it("flags a listing planted far below its true peers, with the set's size and range", async () => {
    const [bed] = (await rentals()).filter((row) => row.advertisedUnit === "room" && row.sharedBedroom);
    const before = (await (await t.api.request(`/v2/properties/${bed?.code}`)).json()) as PropertyDetail;
    const peers = before.pricePosition;
    expect(peers?.percent).not.toBeNull();
    // Half the cheaper end of its peers' middle half, all in.
    const bait = Math.round(((peers?.low ?? 0) * 100) / 2);
    await t.handle.db
      .update(properties)
      .set({
        rentCents: bait,
        condoFeeCents: 0,
        iptuCents: 0,
        billsWater: true,
        billsElectricity: true,
        billsGas: true,
        billsInternet: true,
        billsCleaning: true,
      })
      .where(eq(properties.code, bed?.code as string));
    await catalogueHeard(t.handle);
    const res = await t.api.request(`/v2/properties/${bed?.code}`);
    const { pricePosition: planted } = (await res.json()) as PropertyDetail;
    expect(planted).toMatchObject({
      peerGroup: { letting: "shared_bed", furnished: true, sizeBand: null },
      value: bait / 100,
      sample: peers?.sample,
      farBelowMarket: true,
    });
    expect(planted?.percent).toBeLessThanOrEqual(-BELOW_MARKET_SHARE * 100);
    expect(planted?.low).toBeGreaterThan(0);
    expect(planted?.high).toBeGreaterThanOrEqual(planted?.low ?? Number.POSITIVE_INFINITY);
  });
});
