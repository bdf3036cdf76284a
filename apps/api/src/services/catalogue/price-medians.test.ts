import { BELOW_MARKET_SHARE, isFarBelowMarket } from "@campuslar/domain/property/fair-price";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { useTestApi } from "../../test/test-api.ts";
import { catalogueHeard } from "../../test/test-database.ts";

/**
 * The fair price on known data (issue 22): six whole apartments of one neighbourhood at known
 * all-in costs per m², two of another, too few for a median of their own, and five rooms in
 * colivings of a third, compared per room.
 */
describe("where a listing's price stands", () => {
  const t = useTestApi({ seeded: true });
  /** Codes of the six, by their all-in cost per m² in reais (area 20 m², bills included, no fees). */
  const known = new Map<number, string>();
  let lonely = "";
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
      .limit(5);
    expect(roomRows).toHaveLength(5);
    const perM2 = [100, 110, 120, 130, 140, 60];
    const same = {
      areaM2: 20,
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
    for (const [i, row] of roomRows.entries()) {
      rooms.push(row.code);
      await db
        .update(properties)
        .set({
          ...same,
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
    expect(fair).toMatchObject({
      percent: -13,
      basis: "per_m2",
      median: 115,
      value: 100,
      type: "apartamento",
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
    expect(dear).toMatchObject({ basis: "per_room", median: 1200, value: 1600, percent: 33, farBelowMarket: false });
    const cheap = (await detail(rooms[4] as string, "en")).pricePosition;
    expect(cheap).toMatchObject({ basis: "per_room", value: 700, percent: -42, farBelowMarket: true });
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
