import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { catalogueJson } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { searchPropertyTerm } from "../../services/catalogue/property-term.ts";
import { propertyTermRoute } from "./property-term.routes.ts";

export const propertyTermRouter = createRouter().openapi(propertyTermRoute, async (c) => {
  const { q } = c.req.valid("query");
  const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
  const { db, now } = c.var.deps;
  c.header("Vary", "Accept-Language");
  return catalogueJson(c, { items: await searchPropertyTerm(db, q, locale, now()) });
});
