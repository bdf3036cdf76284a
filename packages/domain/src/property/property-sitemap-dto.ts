import { z } from "zod";
import { PURPOSES } from "./property-enums.ts";

/**
 * Listings per page of `GET /v2/properties/sitemap`: one page makes one sitemap file, and a
 * sitemap file may hold at most 50,000 URLs (each listing gives two, Portuguese and English).
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** `GET /v2/properties/sitemap` query: `page` from 1, the first by default. */
export const PropertySitemapQuerySchema = z.object({
  page: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(1),
});
export type PropertySitemapQuery = z.infer<typeof PropertySitemapQuerySchema>;

/** One published listing: enough to link to its page and say when it last changed. */
export const PropertySitemapItemSchema = z.object({
  code: z.string(),
  purpose: z.enum(PURPOSES),
  /** ISO 8601, UTC. */
  updatedAt: z.string(),
});
export type PropertySitemapItem = z.infer<typeof PropertySitemapItemSchema>;

/** A page of every published listing, ordered by code; `total` counts them all. */
export const PropertySitemapSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(PropertySitemapItemSchema).max(SITEMAP_PAGE_SIZE),
});
export type PropertySitemap = z.infer<typeof PropertySitemapSchema>;

/** How many sitemap pages `total` published listings fill (at least one, even when empty). */
export const sitemapPageCount = (total: number, pageSize = SITEMAP_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));
