import { siteContext } from "../../request/site-context.ts";
import type { Route } from "./+types/sitemap-index-route";
import { buildSitemapIndex, propertiesFileCount, SITEMAP_CACHE_CONTROL, XML_CONTENT_TYPE } from "./sitemap.ts";
import { loadSitemapPage, sitemapUnavailable } from "./sitemap-data.server.ts";

/** `/sitemap.xml`: the index of `pages.xml` and of as many listing files as the catalogue fills. */
export async function loader({ context }: Route.LoaderArgs) {
  const first = await loadSitemapPage(context, 1);
  if (!first) return sitemapUnavailable();
  const xml = buildSitemapIndex(context.get(siteContext).publicUrl, propertiesFileCount(first.total, first.pageSize));
  return new Response(xml, { headers: { "Content-Type": XML_CONTENT_TYPE, "Cache-Control": SITEMAP_CACHE_CONTROL } });
}
