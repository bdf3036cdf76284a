import { siteContext } from "../../request/site-context.ts";
import type { Route } from "./+types/sitemap-route";
import {
  buildUrlset,
  pagesSitemapUrls,
  parseSitemapFile,
  propertiesFileCount,
  propertiesSitemapUrls,
  SITEMAP_CACHE_CONTROL,
  type SitemapUrl,
  XML_CONTENT_TYPE,
} from "./sitemap.ts";
import { loadSitemapPage, loadUniversitySlugs, sitemapUnavailable } from "./sitemap-data.server.ts";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** `/sitemaps/pages.xml` and `/sitemaps/properties-N.xml`; any other file is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return notFound();
  const origin = context.get(siteContext).publicUrl;
  let urls: SitemapUrl[];
  if (file.kind === "pages") {
    const slugs = await loadUniversitySlugs(context);
    if (!slugs) return sitemapUnavailable();
    urls = pagesSitemapUrls(origin, slugs);
  } else {
    const page = await loadSitemapPage(context, file.page);
    if (!page) return sitemapUnavailable();
    // The first file always exists (the index lists it); a later one only while listings fill it.
    if (file.page > propertiesFileCount(page.total, page.pageSize)) return notFound();
    urls = propertiesSitemapUrls(origin, page.items);
  }
  return new Response(buildUrlset(urls), {
    headers: { "Content-Type": XML_CONTENT_TYPE, "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
