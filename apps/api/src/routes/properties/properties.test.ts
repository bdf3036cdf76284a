import { priceScopeOf } from "@campuslar/domain/property/price-scope";
import type { PropertyDetail, PropertyList, PropertyListItem } from "@campuslar/domain/property/property-dto";
import { and, count, eq, gte, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { useTestApi } from "../../test/test-api.ts";

describe("GET /v2/properties", () => {
  const t = useTestApi({ seeded: true });

  const search = async (query: string, init?: RequestInit) => {
    const res = await t.api.request(`/v2/properties${query}`, init);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PropertyList;
  };
  const countPublished = async (...filters: Parameters<typeof and>) => {
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.status, "published"), ...filters));
    return row?.n ?? 0;
  };

  it("lists published rent listings, most recent first, 12 a page", async () => {
    const list = await search("");
    expect(list.total).toBe(await countPublished(eq(properties.purpose, "rent")));
    expect(list.items).toHaveLength(12);
    expect(list.totalPages).toBe(Math.ceil(list.total / 12));
    expect(list.items.every((p) => p.purpose === "rent" && p.rentAmount > 0 && p.salePrice === null)).toBe(true);
    const dates = list.items.map((p) => p.createdAt);
    expect(list.items.map((p) => p.code)).toHaveLength(new Set(list.items.map((p) => p.code)).size);
    expect(dates.length).toBeGreaterThan(0);
  });

  it("pages without overlap and caps pageSize at 50", async () => {
    const first = await search("?page=1&pageSize=20");
    const second = await search("?page=2&pageSize=20");
    const overlap = first.items.filter((a) => second.items.some((b) => b.code === a.code));
    expect(overlap).toEqual([]);
    const capped = await search("?pageSize=500");
    expect(capped.pageSize).toBe(50);
    expect(capped.items).toHaveLength(50);
    const beyond = await search(`?page=${first.totalPages + 1}&pageSize=20`);
    // A page past the last is empty but still tells where the last one is (the site redirects there).
    expect(beyond).toMatchObject({ items: [], featured: [], total: first.total, totalPages: first.totalPages });
  });

  it("orders by rent, cheapest or dearest first", async () => {
    const rents = (list: PropertyList) => list.items.map((p) => p.rentAmount);
    const asc = rents(await search("?order=price_asc&pageSize=50"));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = rents(await search("?order=price_desc&pageSize=50"));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0] ?? 0);
  });

  it("filters by price range in reais", async () => {
    const list = await search("?minPrice=2000&maxPrice=3000&pageSize=50");
    expect(list.total).toBe(
      await countPublished(
        eq(properties.purpose, "rent"),
        gte(properties.rentCents, 200_000),
        lte(properties.rentCents, 300_000),
      ),
    );
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((p) => p.rentAmount >= 2000 && p.rentAmount <= 3000)).toBe(true);
  });

  it("filters by bedrooms, where 4 means four or more", async () => {
    const two = await search("?bedrooms=2&pageSize=50");
    expect(two.total).toBeGreaterThan(0);
    expect(two.items.every((p) => p.bedrooms === 2)).toBe(true);
    const four = await search("?bedrooms=4&pageSize=50");
    expect(four.total).toBe(await countPublished(eq(properties.purpose, "rent"), gte(properties.bedrooms, 4)));
    expect(four.items.every((p) => p.bedrooms >= 4)).toBe(true);
  });

  it("filters by type, neighbourhood, furniture, pets and amenity flags, combined", async () => {
    const colivings = await search("?type=coliving&pageSize=50");
    expect(colivings.total).toBeGreaterThan(0);
    expect(colivings.items.every((p) => p.type === "coliving")).toBe(true);

    const pinheiros = await search("?neighbourhood=pinheiros&pageSize=50");
    expect(pinheiros.total).toBeGreaterThan(0);
    expect(pinheiros.items.every((p) => p.address.neighbourhood === "Pinheiros")).toBe(true);

    const combined = await search("?furnished=true&pets=true&hasAirConditioning=true&pageSize=50");
    expect(combined.items.every((p) => p.furnished && p.hasFurniture && p.acceptPets && p.hasAirConditioning)).toBe(
      true,
    );
    expect(combined.total).toBe(
      await countPublished(
        eq(properties.purpose, "rent"),
        eq(properties.hasFurniture, true),
        eq(properties.acceptPets, true),
        eq(properties.hasAirConditioning, true),
      ),
    );
    const unfurnished = await search("?furnished=false&pageSize=50");
    expect(unfurnished.items.every((p) => !p.furnished)).toBe(true);
  });

  it("keeps listings near a university and orders them by distance", async () => {
    const near = await search("?university=mackenzie&order=distance&pageSize=50");
    const [mackenzie] = await t.handle.db
      .select({ id: universities.id })
      .from(universities)
      .where(eq(universities.slug, "mackenzie"));
    const [expected] = await t.handle.db
      .select({ n: count() })
      .from(propertyUniversities)
      .innerJoin(properties, eq(properties.id, propertyUniversities.propertyId))
      .where(
        and(
          eq(propertyUniversities.universityId, mackenzie?.id ?? -1),
          eq(properties.status, "published"),
          eq(properties.purpose, "rent"),
        ),
      );
    expect(near.total).toBe(expected?.n);
    const distances = near.items.map((p) => p.nearbyUniversities.find((u) => u.slug === "mackenzie")?.distanceM);
    expect(distances.every((d) => d !== undefined)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it("answers the furnished two-bedroom question, cheapest first", async () => {
    const list = await search("?university=mackenzie&furnished=true&bedrooms=2&maxPrice=3000&order=price_asc");
    for (const p of list.items) {
      expect(p.furnished && p.bedrooms === 2 && p.rentAmount <= 3000).toBe(true);
      expect(p.nearbyUniversities.map((u) => u.slug)).toContain("mackenzie");
    }
    const rents = list.items.map((p) => p.rentAmount);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });

  it("shows a sponsor's listings", async () => {
    const all = await search("?pageSize=50");
    const sponsor = [...all.items, ...all.featured].find((p) => p.customer)?.customer;
    expect(sponsor).toBeTruthy();
    const list = await search(`?customer=${sponsor?.slug}&pageSize=50`);
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((p) => p.customer?.slug === sponsor?.slug)).toBe(true);
  });

  it("features up to two sponsored listings that match, on the first page only", async () => {
    const first = await search("?type=coliving");
    expect(first.featured.length).toBeGreaterThan(0);
    expect(first.featured.length).toBeLessThanOrEqual(2);
    expect(first.featured.every((p) => p.sponsored && p.type === "coliving")).toBe(true);
    expect((await search("?type=coliving&page=2")).featured).toEqual([]);
  });

  it("never repeats a card of the page among the sponsored ones, which come from the same results", async () => {
    for (const query of ["", "type=coliving", "order=price_asc", "university=mackenzie", "furnished=true&pageSize=6"]) {
      const first = await search(`?${query}`);
      const codes = [...first.featured, ...first.items].map((p) => p.code);
      expect(new Set(codes).size, query).toBe(codes.length);
      expect(first.featured.length, query).toBeGreaterThan(0);
      // Each sponsored card is a match met on a later page: "N results" counts it once.
      const pageOf = (page: number) => {
        const params = new URLSearchParams(query);
        params.set("pageSize", "50");
        params.set("page", String(page));
        return search(`?${params}`);
      };
      const everyMatch = new Set<string>();
      for (let page = 1, last = 1; page <= last; page++) {
        const list = await pageOf(page);
        last = list.totalPages;
        for (const p of list.items) everyMatch.add(p.code);
      }
      expect(everyMatch.size, query).toBe(first.total);
      for (const p of first.featured) expect(everyMatch.has(p.code), query).toBe(true);
    }
  });

  it("lists sale listings with purpose=sale, by sale price", async () => {
    const sale = await search("?purpose=sale&order=price_asc&pageSize=50");
    expect(sale.total).toBe(await countPublished(eq(properties.purpose, "sale")));
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.items.every((p) => p.purpose === "sale" && p.rentAmount === 0 && (p.salePrice ?? 0) > 0)).toBe(true);
    const prices = sale.items.map((p) => p.salePrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("applies the spec's price-scope rule, and the data has both scopes", async () => {
    const items: PropertyListItem[] = (await search("?pageSize=50")).items;
    for (const p of items) {
      expect(p.vacancies).toBe(Math.max(0, p.capacity - p.occupants));
      expect(p.priceScope).toBe(priceScopeOf(p));
    }
    const scopes = new Set([
      ...(await search("?pageSize=50&page=2")).items.map((p) => p.priceScope),
      ...items.map((p) => p.priceScope),
    ]);
    expect(scopes).toEqual(new Set(["apartment", "room"]));
  });

  it("matches free text without accents", async () => {
    const list = await search("?q=consolacao&pageSize=50");
    expect(list.total).toBeGreaterThan(0);
    expect(
      list.items.every((p) =>
        `${p.address.street} ${p.address.neighbourhood} ${p.title}`
          .normalize("NFD")
          .replace(/\p{Diacritic}/gu, "")
          .toLowerCase()
          .includes("consolacao"),
      ),
    ).toBe(true);
  });

  it("speaks the asked language", async () => {
    const pt = await search("?pageSize=1");
    const en = await search("?pageSize=1&lang=en");
    const header = await search("?pageSize=1", { headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(pt.items[0]?.code).toBe(en.items[0]?.code);
    expect(en.items[0]?.title).not.toBe(pt.items[0]?.title);
    expect(header.items[0]?.title).toBe(en.items[0]?.title);
  });

  it.each([
    ["?order=cheapest", "order"],
    ["?minPrice=abc", "minPrice"],
    ["?maxPrice=-5", "maxPrice"],
    ["?maxPrice=21474837", "maxPrice"],
    ["?page=0", "page"],
    ["?page=1.5", "page"],
    ["?bedrooms=5", "bedrooms"],
    ["?bedrooms=0", "bedrooms"],
    ["?type=castle", "type"],
    ["?purpose=swap", "purpose"],
    ["?furnished=maybe", "furnished"],
    ["?minPrice=3000&maxPrice=1000", "maxPrice"],
    ["?order=distance", "order"],
    ["?university=Not%20A%20Slug", "university"],
    ["?bbox=-46.7,-23.6,-46.6", "bbox"],
    ["?bbox=-46.6,-23.6,-46.7,-23.5", "bbox"],
    ["?bbox=-46.7,-91,-46.6,-23.5", "bbox"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const res = await t.api.request(`/v2/properties${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("keeps the listings inside a map area, combined with the other filters", async () => {
    const all = await search("?pageSize=50");
    const known = all.items[0];
    if (!known) throw new Error("the demo catalogue has rent listings");
    const { lat, lng } = known.location;
    // The listing on the box's south-west corner: edges count as inside.
    const box = `${lng},${lat},${lng + 0.02},${lat + 0.02}`;
    const inside = await search(`?bbox=${box}&pageSize=50`);
    expect(inside.items.map((p) => p.code)).toContain(known.code);
    expect(inside.total).toBe(
      await countPublished(
        eq(properties.purpose, "rent"),
        gte(properties.lng, lng),
        lte(properties.lng, lng + 0.02),
        gte(properties.lat, lat),
        lte(properties.lat, lat + 0.02),
      ),
    );
    expect(inside.total).toBeLessThan(all.total);
    const typed = await search(`?bbox=${box}&type=${known.type}&pageSize=50`);
    expect(typed.items.every((p) => p.type === known.type)).toBe(true);
    expect(typed.items.map((p) => p.code)).toContain(known.code);
    // Just west of the listing: not there.
    const beside = await search(`?bbox=${lng - 0.02},${lat},${lng - 0.000001},${lat + 0.02}&pageSize=50`);
    expect(beside.items.map((p) => p.code)).not.toContain(known.code);
  });

  it("says what is wrong with a bad map area", async () => {
    const res = await t.api.request("/v2/properties?bbox=-46.6,-23.6,-46.7,-23.5&lang=en");
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", fields: { bbox: "west must be less than east" } },
    });
  });

  it("answers 404 for an unknown university or customer", async () => {
    expect((await t.api.request("/v2/properties?university=nowhere")).status).toBe(404);
    expect((await t.api.request("/v2/properties?customer=nobody")).status).toBe(404);
  });

  it("answers 304 to a matching If-None-Match, with Cache-Control", async () => {
    const res = await t.api.request("/v2/properties?type=coliving");
    const tag = res.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const again = await t.api.request("/v2/properties?type=coliving", { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
  });
});

describe("GET /v2/properties/{code}", () => {
  const t = useTestApi({ seeded: true });

  const firstPublished = async () => {
    const [row] = await t.handle.db
      .select({ code: properties.code, id: properties.id })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.sponsored, true)))
      .limit(1);
    if (!row) throw new Error("no published listing");
    return row;
  };

  it("answers the whole listing in Portuguese by default and in English when asked", async () => {
    const { code } = await firstPublished();
    const pt = (await (await t.api.request(`/v2/properties/${code}`)).json()) as PropertyDetail;
    const en = (await (await t.api.request(`/v2/properties/${code}?lang=en`)).json()) as PropertyDetail;
    const byHeader = (await (
      await t.api.request(`/v2/properties/${code}`, { headers: { "accept-language": "en" } })
    ).json()) as PropertyDetail;
    expect(pt.code).toBe(code);
    expect(pt.description.length).toBeGreaterThan(40);
    expect(en.description).not.toBe(pt.description);
    expect(byHeader.description).toBe(en.description);
    expect(pt.photos.length).toBeGreaterThan(0);
    expect(pt.photos[0]?.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(pt.roomsDetail.length).toBe(pt.rooms.length);
    expect(pt.nearbyUniversities.length).toBeGreaterThan(0);
    expect(pt.customer?.name).toBeTruthy();
  });

  it("never shows the owner's contact details", async () => {
    const { code } = await firstPublished();
    const text = await (await t.api.request(`/v2/properties/${code}`)).text();
    expect(text).not.toMatch(/@|owner|phone|passwordHash/i);
  });

  it("is 404 JSON for an unknown code or a draft, 410 for an archived listing", async () => {
    expect((await t.api.request("/v2/properties/SP99999999")).status).toBe(404);
    expect((await t.api.request("/v2/properties/not-a-code")).status).toBe(404);
    const { code, id } = await firstPublished();
    // Issue 34.15: removed once published, it is gone (listing-gone.test.ts says what it answers).
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.id, id));
    expect((await t.api.request(`/v2/properties/${code}`)).status).toBe(410);
    for (const status of ["draft", "pending"] as const) {
      await t.handle.db.update(properties).set({ status }).where(eq(properties.id, id));
      const res = await t.api.request(`/v2/properties/${code}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    }
    await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.id, id));
  });

  it("never takes a static path for a code", async () => {
    const res = await t.api.request("/v2/properties/universities");
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty("items");
  });
});
