import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import type { PropertyPins } from "@campuslar/domain/property/property-pins-dto";
import { beforeAll, describe, expect, it } from "vitest";
import { universities } from "../../db/schema/catalogue.ts";
import { writeTestCommutes } from "../../test/stored-commutes.ts";
import { useTestApi } from "../../test/test-api.ts";

/**
 * `maxCommute` and `order=commute` as an API client meets them (issue 21, decision 024): taken by
 * the list, its filters and its pins alike, refused with a message that says why, and documented.
 */
describe("a search by commute over HTTP", () => {
  const t = useTestApi({ seeded: true });
  let slug: string;

  beforeAll(async () => {
    await writeTestCommutes(t.handle.db);
    const [first] = await t.handle.db.select({ slug: universities.slug }).from(universities).limit(1);
    slug = first?.slug ?? "";
  });

  const get = async <T>(path: string) => {
    const res = await t.api.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };

  it("lists, counts and pins the homes within the commute, shortest first when asked", async () => {
    const query = `university=${slug}&maxCommute=30`;
    const list = await get<PropertyList>(`/v2/properties?${query}&order=commute&pageSize=50`);
    expect(list.total).toBeGreaterThan(0);
    const minutes = list.items.map((item) => item.commute?.minutes ?? Number.NaN);
    expect(minutes.every((m) => m <= 30)).toBe(true);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(list.items.every((item) => item.commute?.university === slug)).toBe(true);
    const counts = await get<PropertyFilters>(`/v2/properties/filters?${query}`);
    expect(counts.total).toBe(list.total);
    const pins = await get<PropertyPins>(`/v2/properties/pins?${query}`);
    expect(pins.total).toBe(list.total);
  });

  it.each([
    ["/v2/properties?maxCommute=30", "maxCommute", "maxCommute needs a university"],
    ["/v2/properties/filters?maxCommute=30", "maxCommute", "maxCommute needs a university"],
    ["/v2/properties/pins?maxCommute=30", "maxCommute", "maxCommute needs a university"],
    ["/v2/properties?university=fgv&maxCommute=4", "maxCommute", "must be at least 5"],
    ["/v2/properties?university=fgv&maxCommute=121", "maxCommute", "must be at most 120"],
    ["/v2/properties?university=fgv&maxCommute=22.5", "maxCommute", "must be a whole number of minutes"],
    ["/v2/properties?university=fgv&maxCommute=soon", "maxCommute", "must be a whole number of minutes"],
    ["/v2/properties?order=commute", "order", "commute order needs a university"],
  ])("answers 400 to %s, saying why", async (path, field, message) => {
    // In English: a request without a language is answered in Portuguese.
    const res = await t.api.request(path, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed", fields: { [field]: message } } });
  });

  it("documents maxCommute, the commute order and each item's commute in OpenAPI", async () => {
    type Parameter = { name: string; in: string; description?: string; schema?: { enum?: string[] } };
    type Doc = {
      paths: Record<string, { get?: { parameters?: Parameter[] } }>;
      components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> };
    };
    const doc = await get<Doc>("/v2/openapi.json");
    for (const path of ["/v2/properties", "/v2/properties/filters", "/v2/properties/pins"]) {
      const maxCommute = doc.paths[path]?.get?.parameters?.find((p) => p.in === "query" && p.name === "maxCommute");
      expect(maxCommute?.description, path).toContain("university");
      expect(maxCommute?.description, path).toContain(COMMUTE_NETWORK_DATE);
    }
    const order = doc.paths["/v2/properties"]?.get?.parameters?.find((p) => p.name === "order");
    expect(order?.schema?.enum).toContain("commute");
    const text = JSON.stringify(doc);
    expect(text).toContain("shortest commute");
    expect(text).toMatch(/about how long/i);
  });
});
