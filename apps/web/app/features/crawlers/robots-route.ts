import { siteContext } from "../../request/site-context.ts";
import type { Route } from "./+types/robots-route";
import { buildRobotsTxt, SITEMAP_CACHE_CONTROL, TEXT_CONTENT_TYPE } from "./sitemap.ts";

/** `/robots.txt`: crawl everything but the non-indexed pages, logout and the API; where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.get(siteContext).publicUrl), {
    headers: { "Content-Type": TEXT_CONTENT_TYPE, "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
