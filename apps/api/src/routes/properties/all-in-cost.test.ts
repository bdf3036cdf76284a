import { allInMonthlyCents, BILLS, type BillsInCents } from "@campuslar/domain/property/all-in-cost";
import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import { and, count, eq, isNotNull, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { useTestApi } from "../../test/test-api.ts";

/**
 * The true monthly cost (issue 22) as an API client meets it: every listing's all-in figure, the
 * breakdown that sums to it, and the search by it (`maxTotal`, `order=total_asc`), on the seeded
 * catalogue, answered from the snapshot or SQL alike (snapshot-search.test.ts holds the two together).
 */
describe("the all-in monthly cost over HTTP", () => {
  const t = useTestApi({ seeded: true });

  const get = async <T>(path: string) => {
    const res = await t.api.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const cents = (reais: number) => Math.round(reais * 100);

  it("is kept by the database exactly as the domain sums it, for every listing", async () => {
    const rows = await t.handle.db.select().from(properties);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const bills = {
        water: { included: row.billsWater, estimateCents: row.waterEstimateCents },
        electricity: { included: row.billsElectricity, estimateCents: row.electricityEstimateCents },
        gas: { included: row.billsGas, estimateCents: row.gasEstimateCents },
        internet: { included: row.billsInternet, estimateCents: row.internetEstimateCents },
        cleaning: { included: row.billsCleaning, estimateCents: row.cleaningEstimateCents },
      } satisfies BillsInCents;
      const expected = row.purpose === "rent" ? allInMonthlyCents({ ...row, rentCents: row.rentCents, bills }) : null;
      expect(row.allInCents, row.code).toBe(expected);
    }
    // The seed's rentals do not all include every bill: the figure means something.
    expect(
      rows.some((row) => row.allInCents !== null && row.rentCents !== null && row.allInCents > row.rentCents),
    ).toBe(true);
  });

  it("shows on a listing with a breakdown that sums to it, and on its card", async () => {
    const [row] = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(
        and(
          eq(properties.status, "published"),
          eq(properties.billsElectricity, false),
          isNotNull(properties.rentCents),
        ),
      )
      .limit(1);
    const detail = await get<PropertyDetail>(`/v2/properties/${row?.code}`);
    const notIncluded = BILLS.filter((bill) => !detail.billsIncluded[bill]);
    expect(notIncluded).toContain("electricity");
    expect(detail.billEstimates.electricity).toBeGreaterThan(0);
    const sum =
      cents(detail.rentAmount) +
      cents(detail.condoFee) +
      cents(detail.iptu) +
      notIncluded.reduce((total, bill) => total + cents(detail.billEstimates[bill]), 0);
    expect(cents(detail.allInMonthly ?? 0)).toBe(sum);
    const sameRent = `minPrice=${detail.rentAmount}&maxPrice=${detail.rentAmount}`;
    const list = await get<PropertyList>(`/v2/properties?${sameRent}&maxTotal=${detail.allInMonthly}&pageSize=50`);
    const card = list.items.find((item) => item.code === detail.code);
    expect(card?.allInMonthly).toBe(detail.allInMonthly);
  });

  it("has none for a sale", async () => {
    const list = await get<PropertyList>("/v2/properties?purpose=sale&pageSize=5");
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.allInMonthly === null)).toBe(true);
    expect((await get<PropertyList>("/v2/properties?purpose=sale&maxTotal=20000000")).total).toBe(0);
  });

  it("filters by maxTotal: every home at most that all in, and every one that is", async () => {
    const limit = 2500;
    const list = await get<PropertyList>(`/v2/properties?maxTotal=${limit}&pageSize=50`);
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          eq(properties.status, "published"),
          eq(properties.purpose, "rent"),
          lte(properties.allInCents, limit * 100),
        ),
      );
    expect(list.total).toBe(row?.n);
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((item) => item.allInMonthly !== null && item.allInMonthly <= limit)).toBe(true);
    // Fewer than by rent alone: the bills and fees count.
    expect(list.total).toBeLessThan((await get<PropertyList>(`/v2/properties?maxPrice=${limit}`)).total);
  });

  it("orders by the lowest all-in cost, page after page", async () => {
    const first = await get<PropertyList>("/v2/properties?order=total_asc&pageSize=20");
    const second = await get<PropertyList>("/v2/properties?order=total_asc&pageSize=20&page=2");
    const totals = [...first.items, ...second.items].map((item) => item.allInMonthly ?? Number.POSITIVE_INFINITY);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // Not the rent order: a low rent with dear bills gives way to a dearer rent with bills included.
    const byRent = await get<PropertyList>("/v2/properties?order=price_asc&pageSize=20");
    expect(first.items.map((item) => item.code)).not.toEqual(byRent.items.map((item) => item.code));
  });

  it.each([
    ["/v2/properties?maxTotal=cheap", "maxTotal", "must be a number"],
    ["/v2/properties?maxTotal=-1", "maxTotal", "must not be negative"],
    ["/v2/properties?order=total", "order", "must be one of"],
  ])("answers 400 to %s, saying why", async (path, field, message) => {
    // In English: a request without a language is answered in Portuguese.
    const res = await t.api.request(path, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields[field]).toContain(message);
  });

  it("documents maxTotal, the order by all-in cost and each item's figure in OpenAPI", async () => {
    const text = JSON.stringify(await get<unknown>("/v2/openapi.json"));
    expect(text).toContain("maxTotal");
    expect(text).toContain("total_asc");
    expect(text).toMatch(/all-in monthly cost/i);
    expect(text).toContain("billEstimates");
  });
});
