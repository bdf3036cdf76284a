import { type PropertySitemap, PropertySitemapSchema } from "@campuslar/domain/property/property-sitemap-dto";
import { UniversityListSchema } from "@campuslar/domain/university/university-dto";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "../../api/api-context.ts";

/** A GET the sitemaps need, or null (logged) when the API fails or answers an unexpected shape. */
async function fetchParsed<Schema extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: Schema,
): Promise<z.infer<Schema> | null> {
  try {
    const response = await context.get(apiContext)(path);
    if (!response.ok) {
      console.warn(`GET ${path} answered ${response.status}`);
      return null;
    }
    const parsed = schema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    console.error(`GET ${path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
  } catch (error) {
    console.error(`GET ${path} failed`, error);
  }
  return null;
}

/** One page of published listings (`GET /v2/properties/sitemap`). */
export const loadSitemapPage = (
  context: Readonly<RouterContextProvider>,
  page: number,
): Promise<PropertySitemap | null> =>
  fetchParsed(context, `/v2/properties/sitemap?page=${page}`, PropertySitemapSchema);

/** Every university's slug, for one search page each. */
export async function loadUniversitySlugs(context: Readonly<RouterContextProvider>): Promise<string[] | null> {
  const list = await fetchParsed(context, "/v2/properties/universities", UniversityListSchema);
  return list ? list.items.map((u) => u.slug) : null;
}

/**
 * A sitemap cannot be built without the API: 503 with a short retry, so crawlers come back
 * rather than drop the URLs they know (a 404 or an empty sitemap would tell them to).
 */
export const sitemapUnavailable = () =>
  new Response("Sitemap temporarily unavailable", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300", "Cache-Control": "no-store" },
  });
