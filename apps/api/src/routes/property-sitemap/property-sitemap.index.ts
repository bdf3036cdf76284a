import { createRouter } from "../../lib/create-router.ts";
import { getPropertySitemap } from "../../services/catalogue/property-sitemap.ts";
import { propertySitemapRoute } from "./property-sitemap.routes.ts";

export const propertySitemapRouter = createRouter().openapi(propertySitemapRoute, async (c) => {
  const { page } = c.req.valid("query");
  // Search engines read it a few times a day; a listing published within the hour can wait.
  c.header("Cache-Control", "public, max-age=300");
  return c.json(await getPropertySitemap(c.var.deps.db, page), 200);
});
