import { type PropertySitemap, SITEMAP_PAGE_SIZE } from "@campuslar/domain/property/property-sitemap-dto";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";

/**
 * One page of every published listing for the sitemap, ordered by code (stable between
 * requests, so a listing stays in the same file while the catalogue grows at its end).
 * The unique index on `code` serves the order; a page beyond the last answers no items.
 */
export async function getPropertySitemap(db: Db, page: number, pageSize = SITEMAP_PAGE_SIZE): Promise<PropertySitemap> {
  const published = eq(properties.status, "published");
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(properties).where(published),
    db
      .select({ code: properties.code, purpose: properties.purpose, updatedAt: properties.updatedAt })
      .from(properties)
      .where(published)
      .orderBy(asc(properties.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    total: totals[0]?.n ?? 0,
    page,
    pageSize,
    items: rows.map((r) => ({ code: r.code, purpose: r.purpose, updatedAt: r.updatedAt.toISOString() })),
  };
}
