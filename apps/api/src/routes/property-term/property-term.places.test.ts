import {
  type PropertyTermList,
  PropertyTermListSchema,
  TERM_MAX_NEIGHBOURHOODS,
  TERM_MAX_UNIVERSITIES,
} from "@campuslar/domain/property/property-term-dto";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties, universities } from "../../db/schema/index.ts";
import { useTestApi } from "../../test/test-api.ts";

/**
 * The places the search box suggests beside listings (issue 20): universities and
 * neighbourhoods, matched ignoring accents and case and forgiving typing errors, each with the
 * total its click shows.
 */
describe("GET /v2/properties/term: universities and neighbourhoods", () => {
  const t = useTestApi({ seeded: true });

  async function answer(q: string, init?: RequestInit & { lang?: string }): Promise<PropertyTermList> {
    const params = new URLSearchParams({ q });
    if (init?.lang) params.set("lang", init.lang);
    const res = await t.api.request(`/v2/properties/term?${params}`, init);
    expect(res.status).toBe(200);
    return PropertyTermListSchema.parse(await res.json());
  }

  /** The total the search page shows for these parameters (a rent search by default). */
  async function total(params: string): Promise<number> {
    const res = await t.api.request(`/v2/properties?${params}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { total: number }).total;
  }

  const hoodNames = async (q: string) => (await answer(q)).neighbourhoods.map((n) => n.name);
  const universitySlugs = async (q: string) => (await answer(q)).universities.map((u) => u.slug);

  it("suggests the neighbourhood typed, with the count of the search page it links to", async () => {
    const { neighbourhoods, items } = await answer("pinheiros");
    expect(neighbourhoods[0]?.name).toBe("Pinheiros");
    expect(neighbourhoods[0]?.listings).toBe(await total("neighbourhood=Pinheiros"));
    expect(neighbourhoods[0]?.listings).toBeGreaterThan(0);
    // Listings stay where they were.
    expect(items.length).toBeGreaterThan(0);
  });

  it("ignores accents and case, and forgives typing errors in neighbourhood names", async () => {
    for (const [typed, place] of [
      ["pinheros", "Pinheiros"],
      ["pinheirso", "Pinheiros"],
      ["vila madalena", "Vila Madalena"],
      ["VILA MADALENA", "Vila Madalena"],
      ["víla madalená", "Vila Madalena"],
      ["vila madalna", "Vila Madalena"],
      ["madalena vila", "Vila Madalena"],
      ["consolacao", "Consolação"],
      ["CONSOLAÇÃO", "Consolação"],
      ["consolasao", "Consolação"],
      ["higienopolis", "Higienópolis"],
      ["aclimacao", "Aclimação"],
    ] as const) {
      expect((await hoodNames(typed))[0], typed).toBe(place);
    }
    // Half typed: the beginning of a name, even with an error in it.
    expect(await hoodNames("vila mad")).toEqual(["Vila Madalena"]);
    expect(await hoodNames("pinhwi")).toContain("Pinheiros");
  });

  it("suggests universities by short name or full name, forgiving typing errors", async () => {
    for (const [typed, slug] of [
      ["mackenzie", "mackenzie"],
      ["mackenzi", "mackenzie"],
      ["mckenzie", "mackenzie"],
      ["MACKENZIE", "mackenzie"],
      ["insper", "insper"],
      ["inspr", "insper"],
      ["fgv eaesp", "fgv"],
      ["presbiteriana", "mackenzie"],
      ["presbyterian", "mackenzie"],
      ["usp butanta", "usp-butanta"],
      ["Cásper", "casper-libero"],
      ["casper libero", "casper-libero"],
    ] as const) {
      expect((await universitySlugs(typed))[0], typed).toBe(slug);
    }
  });

  it("gives a university's search page total and its name in the asked language", async () => {
    const [row] = await t.handle.db.select().from(universities).where(eq(universities.slug, "mackenzie"));
    if (!row) throw new Error("the demo has Mackenzie");
    const expected = {
      slug: "mackenzie",
      shortName: "Mackenzie",
      neighbourhood: row.neighbourhood,
      nearbyListings: await total("university=mackenzie"),
    };
    expect(expected.nearbyListings).toBeGreaterThan(0);
    expect((await answer("mackenzi")).universities[0]).toEqual({ ...expected, name: row.namePt });
    expect((await answer("mackenzi", { lang: "en" })).universities[0]).toEqual({ ...expected, name: row.nameEn });
    const res = await t.api.request("/v2/properties/term?q=mackenzi", { headers: { "Accept-Language": "en" } });
    expect(PropertyTermListSchema.parse(await res.json()).universities[0]?.name).toBe(row.nameEn);
    expect(res.headers.get("vary")).toMatch(/accept-language/i);
  });

  it("answers at most three universities and five neighbourhoods, best match first, then most listings", async () => {
    const vila = await answer("vila");
    expect(vila.neighbourhoods).toHaveLength(TERM_MAX_NEIGHBOURHOODS);
    // Every "Vila …" of the catalogue matches as well as the others: the ones with most listings come first.
    const hoods = await t.handle.db
      .select({ name: properties.neighbourhood, n: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .groupBy(properties.neighbourhood);
    const villas = hoods
      .filter((h) => normalizeSearchText(h.name).startsWith("vila "))
      .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name, "pt-BR"))
      .slice(0, TERM_MAX_NEIGHBOURHOODS);
    expect(villas.length).toBe(TERM_MAX_NEIGHBOURHOODS);
    expect(vila.neighbourhoods).toEqual(villas.map((h) => ({ name: h.name, listings: h.n })));

    // "Universidade" is in many names; "São Paulo" in most of them.
    for (const q of ["universidade", "sao paulo", "university"]) {
      const found = await answer(q);
      expect(found.universities, q).toHaveLength(TERM_MAX_UNIVERSITIES);
      expect(found.items.length, q).toBeLessThanOrEqual(10);
    }
    // The exact beginning before an error: "vila marina" is Vila Mariana before any other.
    expect((await hoodNames("vila marina"))[0]).toBe("Vila Mariana");
  });

  it("suggests no place for nonsense, or for words the place names do not all hold", async () => {
    for (const q of ["xyzzyq", "qwertyuiop", "zzzz", "%%%%", "lorem ipsum dolor"]) {
      const found = await answer(q);
      expect([found.universities, found.neighbourhoods], q).toEqual([[], []]);
    }
    expect(await hoodNames("pinheiros madalena")).toEqual([]);
    expect(await hoodNames("vila pinheiros")).toEqual([]);
  });

  it("counts only published rent listings, and follows the catalogue as it changes", async () => {
    const before = (await answer("pinheiros")).neighbourhoods[0];
    if (!before) throw new Error("Pinheiros is suggested");
    const listings = await t.handle.db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.status, "published"),
          eq(properties.purpose, "rent"),
          eq(properties.neighbourhood, "Pinheiros"),
        ),
      )
      .orderBy(asc(properties.id))
      .limit(2);
    const [archived, renamed] = listings;
    if (!archived || !renamed) throw new Error("Pinheiros has rent listings");
    const searchText = (p: typeof renamed, neighbourhood: string) =>
      normalizeSearchText([p.street, neighbourhood, p.city, p.titlePt, p.titleEn, p.code].join(" "));
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.id, archived.id));
    await t.handle.db
      .update(properties)
      .set({ neighbourhood: "Jardim das Quixabeiras", searchText: searchText(renamed, "Jardim das Quixabeiras") })
      .where(eq(properties.id, renamed.id));
    try {
      expect((await answer("pinheiros")).neighbourhoods[0]).toEqual({ ...before, listings: before.listings - 2 });
      expect((await answer("quixabeiras")).neighbourhoods).toEqual([{ name: "Jardim das Quixabeiras", listings: 1 }]);
      expect((await answer("quixabeiras")).neighbourhoods[0]?.listings).toBe(
        await total(`neighbourhood=${encodeURIComponent("jardim das quixabeiras")}`),
      );
      // A neighbourhood with only sale listings leads to an empty rent search: it is not suggested.
      await t.handle.db.update(properties).set({ purpose: "sale" }).where(eq(properties.id, renamed.id));
      expect((await answer("quixabeiras")).neighbourhoods).toEqual([]);
    } finally {
      await t.handle.db
        .update(properties)
        .set({ status: "published", purpose: "rent", neighbourhood: "Pinheiros", searchText: renamed.searchText })
        .where(inArray(properties.id, [archived.id, renamed.id]));
    }
    expect((await answer("pinheiros")).neighbourhoods[0]).toEqual(before);
  });

  it("documents the three groups in the OpenAPI document", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    const schema = JSON.stringify(doc.paths["/v2/properties/term"]?.get.responses["200"]?.content["application/json"]);
    for (const field of ["items", "universities", "neighbourhoods", "nearbyListings", "listings", "slug"]) {
      expect(schema).toContain(`"${field}"`);
    }
  });
});
