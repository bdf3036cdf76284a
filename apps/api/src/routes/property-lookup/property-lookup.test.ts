import type { PropertyLookup } from "@campuslar/domain/user/favorites";
import { LOOKUP_MAX_CODES } from "@campuslar/domain/user/favorites";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { useTestApi } from "../../test/test-api.ts";

describe("GET /v2/properties/lookup", () => {
  const t = useTestApi({ seeded: true });

  const lookup = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(`/v2/properties/lookup${query}`, { headers });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PropertyLookup;
  };
  const published = async (purpose: "rent" | "sale", n: number) =>
    (
      await t.handle.db
        .select({ code: properties.code })
        .from(properties)
        .where(and(eq(properties.status, "published"), eq(properties.purpose, purpose)))
        .orderBy(asc(properties.id))
        .limit(n)
    ).map((row) => row.code);

  it("answers the published listings asked for, rent and sale, in the order asked", async () => {
    const [a, b] = await published("rent", 2);
    const [sale] = await published("sale", 1);
    const { items } = await lookup(`?codes=${b},${sale},${a}`);
    expect(items.map((p) => p.code)).toEqual([b, sale, a]);
    expect(items[1]).toMatchObject({ purpose: "sale" });
    expect(items[0]?.photos.length).toBeGreaterThan(0);
  });

  it("leaves out unknown and unpublished codes, ignores case, spaces and repeats", async () => {
    const [a, b] = await published("rent", 2);
    await t.handle.db
      .update(properties)
      .set({ status: "archived" })
      .where(eq(properties.code, b ?? ""));
    try {
      const { items } = await lookup(`?codes=${a?.toLowerCase()},%20SP9999999,${b},${a}`);
      expect(items.map((p) => p.code)).toEqual([a]);
    } finally {
      await t.handle.db
        .update(properties)
        .set({ status: "published" })
        .where(eq(properties.code, b ?? ""));
    }
  });

  it("titles the listings in the asked language", async () => {
    const [code] = await published("rent", 1);
    const [row] = await t.handle.db
      .select({ titleEn: properties.titleEn, titlePt: properties.titlePt })
      .from(properties)
      .where(eq(properties.code, code ?? ""));
    expect((await lookup(`?codes=${code}&lang=en`)).items[0]?.title).toBe(row?.titleEn);
    expect((await lookup(`?codes=${code}`, { "accept-language": "pt-BR" })).items[0]?.title).toBe(row?.titlePt);
  });

  it("refuses a missing or empty list, something that is not a code, and too many codes", async () => {
    const tooMany = Array.from({ length: LOOKUP_MAX_CODES + 1 }, (_, i) => `SP${10001 + i}`).join(",");
    for (const query of ["", "?codes=", "?codes=,,", "?codes=SP10001,robots.txt", `?codes=${tooMany}`]) {
      const res = await t.api.request(`/v2/properties/lookup${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: "validation_failed", fields: { codes: expect.any(String) } },
      });
    }
    const atMost = Array.from({ length: LOOKUP_MAX_CODES }, (_, i) => `SP${10001 + i}`).join(",");
    expect((await t.api.request(`/v2/properties/lookup?codes=${atMost}`)).status).toBe(200);
  });
});
