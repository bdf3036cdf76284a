import { PropertySitemapSchema, SITEMAP_PAGE_SIZE } from "@campuslar/domain/property/property-sitemap-dto";
import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { getPropertySitemap } from "../../services/catalogue/property-sitemap.ts";
import { useTestApi } from "../../test/test-api.ts";

describe("GET /v2/properties/sitemap", () => {
  const t = useTestApi({ seeded: true });

  const sitemap = async (query = "") => {
    const res = await t.api.request(`/v2/properties/sitemap${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return PropertySitemapSchema.parse(await res.json());
  };
  const published = () =>
    t.handle.db
      .select({ code: properties.code, purpose: properties.purpose, updatedAt: properties.updatedAt })
      .from(properties)
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.code));

  it("lists every published listing, rent and sale, ordered by code, 10,000 a page", async () => {
    const page = await sitemap();
    const rows = await published();
    expect(rows.length).toBeGreaterThan(0);
    expect(page).toEqual({
      total: rows.length,
      page: 1,
      pageSize: SITEMAP_PAGE_SIZE,
      items: rows.map((r) => ({ code: r.code, purpose: r.purpose, updatedAt: r.updatedAt.toISOString() })),
    });
    expect(new Set(page.items.map((i) => i.purpose))).toEqual(new Set(["rent", "sale"]));
    expect(await sitemap("?page=1")).toEqual(page);
  });

  it("leaves out drafts, pending and archived listings", async () => {
    const [all] = await t.handle.db.select({ n: count() }).from(properties);
    const page = await sitemap();
    expect(all?.n).toBeGreaterThanOrEqual(page.total);
    const [first] = await published();
    if (!first) throw new Error("the demo catalogue has published listings");
    try {
      for (const status of ["draft", "pending", "archived"] as const) {
        await t.handle.db.update(properties).set({ status }).where(eq(properties.code, first.code));
        const without = await sitemap();
        expect(without.total, status).toBe(page.total - 1);
        expect(without.items.some((i) => i.code === first.code)).toBe(false);
      }
    } finally {
      await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, first.code));
    }
  });

  it("answers no items beyond the last page, with the same total", async () => {
    const first = await sitemap();
    const beyond = await sitemap("?page=2");
    expect(beyond).toEqual({ total: first.total, page: 2, pageSize: SITEMAP_PAGE_SIZE, items: [] });
  });

  it("pages without gaps or overlaps", async () => {
    const rows = await published();
    const pageSize = 7;
    const codes: string[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / pageSize) + 1; page++) {
      const answer = await getPropertySitemap(t.handle.db, page, pageSize);
      expect(answer.total).toBe(rows.length);
      expect(answer.items.length).toBeLessThanOrEqual(pageSize);
      codes.push(...answer.items.map((i) => i.code));
    }
    expect(codes).toEqual(rows.map((r) => r.code));
  });

  it("refuses a page that is not a whole number of 1 or more", async () => {
    for (const page of ["0", "-1", "1.5", "abc"]) {
      const res = await t.api.request(`/v2/properties/sitemap?page=${page}`);
      expect(res.status, page).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: "validation_failed", fields: { page: expect.any(String) } },
      });
    }
  });

  it("is never taken for a property code, and is in the OpenAPI document", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/v2/properties/sitemap");
  });

  it("can be cached, and answers 304 to a matching If-None-Match", async () => {
    const res = await t.api.request("/v2/properties/sitemap");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const tag = res.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t.api.request("/v2/properties/sitemap", { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
  });
});
