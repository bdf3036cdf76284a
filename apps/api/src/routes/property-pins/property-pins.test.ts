import type { PropertyList } from "@campuslar/domain/property/property-dto";
import { type PropertyPins, PropertyPinsSchema } from "@campuslar/domain/property/property-pins-dto";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

/** West of Paulista: Pinheiros, Vila Madalena, the Jardins and Perdizes. */
const BOX = "-46.70,-23.58,-46.65,-23.54";

describe("GET /v2/properties/pins", () => {
  const t = useTestApi({ seeded: true });

  const pins = async (query: string): Promise<PropertyPins> => {
    const res = await t.api.request(`/v2/properties/pins${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return PropertyPinsSchema.parse(await res.json());
  };
  /** Every listing the list shows for `query`, page after page. */
  const listed = async (query: string) => {
    const items: PropertyList["items"] = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const res = await t.api.request(`/v2/properties?${query}&pageSize=50&page=${page}`);
      const list = (await res.json()) as PropertyList;
      last = list.totalPages;
      items.push(...list.items);
    }
    return items;
  };

  it.each([
    ["the map's area", `bbox=${BOX}`],
    ["the area and a type", `bbox=${BOX}&type=apartamento`],
    ["a university, furnished", "university=mackenzie&furnished=true"],
    ["sale listings in the area", `purpose=sale&bbox=${BOX}`],
  ])("pins every listing the list shows for %s, in its order, with its place and price", async (_label, query) => {
    const [answer, items] = await Promise.all([pins(`?${query}`), listed(query)]);
    expect(items.length).toBeGreaterThan(0);
    expect(answer.total).toBe(items.length);
    expect(answer.truncated).toBe(false);
    expect(answer.pins.map((pin) => pin.code)).toEqual(items.map((item) => item.code));
    answer.pins.forEach((pin, i) => {
      const item = items[i];
      expect(pin).toEqual({
        code: item?.code,
        lat: item?.location.lat,
        lng: item?.location.lng,
        price: item?.purpose === "sale" ? item.salePrice : item?.rentAmount,
        priceScope: item?.priceScope,
        ...(item?.sponsored ? { featured: true } : {}),
      });
    });
  });

  it("keeps to the area and the filters: narrower filters, fewer pins", async () => {
    const all = await pins("");
    const inBox = await pins(`?bbox=${BOX}`);
    const typed = await pins(`?bbox=${BOX}&type=apartamento`);
    expect(inBox.total).toBeLessThan(all.total);
    expect(typed.total).toBeLessThan(inBox.total);
    const [west, south, east, north] = BOX.split(",").map(Number) as [number, number, number, number];
    expect(inBox.pins.every((p) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north)).toBe(true);
    expect(typed.pins.every((p) => inBox.pins.some((q) => q.code === p.code))).toBe(true);
    expect((await pins("?bbox=-30,-10,-29,-9")).pins).toEqual([]);
  });

  it.each([
    ["?bbox=1,2,3", "must be four numbers: west,south,east,north in decimal degrees"],
    ["?bbox=-46.6,-23.6,-46.7,-23.5", "west must be less than east"],
    ["?bbox=-46.7,-23.5,-46.6,-23.6", "south must be less than north"],
    ["?bbox=-200,-23.6,-46.6,-23.5", "west and east must be between -180 and 180"],
    ["?bbox=-46.7,-93,-46.6,-23.5", "south and north must be between -90 and 90"],
  ])("answers 400 with the reason for %s", async (query, message) => {
    // In English: a request without a language is answered in Portuguese.
    const res = await t.api.request(`/v2/properties/pins${query}`, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed", fields: { bbox: message } } });
  });

  it("answers 400 to a bad filter and 404 to an unknown university", async () => {
    const res = await t.api.request("/v2/properties/pins?type=castle");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { type: expect.any(String) } } });
    expect((await t.api.request("/v2/properties/pins?university=nowhere")).status).toBe(404);
  });

  it("can be cached, and answers 304 to a matching If-None-Match", async () => {
    const res = await t.api.request(`/v2/properties/pins?bbox=${BOX}`);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const tag = res.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t.api.request(`/v2/properties/pins?bbox=${BOX}`, { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    const elsewhere = await t.api.request("/v2/properties/pins?bbox=-46.70,-23.58,-46.65,-23.55", {
      headers: { "If-None-Match": tag ?? "" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("is described in the OpenAPI document, and bbox with every search", async () => {
    type Doc = { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as Doc;
    for (const path of ["/v2/properties", "/v2/properties/filters", "/v2/properties/pins"]) {
      const names = doc.paths[path]?.get?.parameters?.filter((p) => p.in === "query").map((p) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(["bbox", "purpose", "university", "customer", "type"]));
    }
    expect(doc.paths["/v2/properties/pins"]?.get?.parameters?.map((p) => p.name)).not.toContain("page");
  });
});
