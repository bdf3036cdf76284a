import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import type { PropertyLookup } from "@campuslar/domain/user/favorites";
import { and, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { useTestApi } from "../../test/test-api.ts";

/*
 * `availableFrom` is documented as null when a home is free now. A listing whose date has come
 * (today in São Paulo, or before) is free now, and says so with null; one free from a later day
 * keeps its date. The clock stands late on 22 November in São Paulo, already the 23rd in UTC, so
 * a day taken in UTC would get the edge wrong.
 */

const now = new Date("2026-11-23T02:00:00Z");
const PLANTED = {
  past: "2020-03-01",
  today: "2026-11-22",
  tomorrow: "2026-11-23",
  future: "2099-01-15",
} as const;
const SHOWN = { past: null, today: null, tomorrow: "2026-11-23", future: "2099-01-15" };

describe("availableFrom of a rental", () => {
  const t = useTestApi({ seeded: true, now: () => now });

  /** Four published rentals, dated as PLANTED and published after all others, so a search's first page holds them. */
  const LATEST = new Date("2100-01-01T00:00:00Z").getTime();
  const plant = async () => {
    const rows = await t.handle.db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(desc(properties.id))
      .limit(4);
    const planted = Object.keys(PLANTED).map((kind, i) => ({ kind: kind as keyof typeof PLANTED, ...rows[i] }));
    for (const [i, { id, kind }] of planted.entries()) {
      await t.handle.db
        .update(properties)
        .set({ availableFrom: PLANTED[kind], publishedAt: new Date(LATEST - i * 1000) })
        .where(eq(properties.id, id ?? 0));
    }
    const codes = planted.map((p) => p.code ?? "");
    const stored = await t.handle.db
      .select({ availableFrom: properties.availableFrom })
      .from(properties)
      .where(inArray(properties.code, codes));
    expect(stored.map((row) => row.availableFrom).sort()).toEqual(Object.values(PLANTED).sort());
    return planted.map(({ kind, code }) => ({ kind, code: code ?? "" }));
  };

  const read = async <T>(path: string) => {
    const res = await t.api.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };

  it("is null once the day has come in São Paulo, and the day itself while it is to come", async () => {
    const planted = await plant();
    const search = await read<PropertyList>("/v2/properties?order=recent&pageSize=50");
    const lookup = await read<PropertyLookup>(`/v2/properties/lookup?codes=${planted.map((p) => p.code).join(",")}`);
    for (const { kind, code } of planted) {
      const detail = await read<PropertyDetail>(`/v2/properties/${code}`);
      expect(detail.availableFrom, `${kind}: the listing's page`).toBe(SHOWN[kind]);
      expect(search.items.find((item) => item.code === code)?.availableFrom, `${kind}: the search`).toBe(SHOWN[kind]);
      expect(lookup.items.find((item) => item.code === code)?.availableFrom, `${kind}: the lookup`).toBe(SHOWN[kind]);
    }
  });

  it("still lets a search for a move-in day find the homes free by then, dated or not", async () => {
    const planted = await plant();
    const found = await read<PropertyList>("/v2/properties?moveIn=2026-12-01&order=recent&pageSize=50");
    const codes = found.items.map((item) => item.code);
    for (const { kind, code } of planted) expect(codes.includes(code), kind).toBe(kind !== "future");
  });
});
