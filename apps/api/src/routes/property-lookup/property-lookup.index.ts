import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { catalogueJson } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { lookupProperties } from "../../services/favorites-service.ts";
import { propertyLookupRoute } from "./property-lookup.routes.ts";

export const propertyLookupRouter = createRouter().openapi(propertyLookupRoute, async (c) => {
  const { codes, lang } = c.req.valid("query");
  const locale = negotiateLocale(lang, c.req.header("accept-language"));
  c.header("Vary", "Accept-Language");
  return catalogueJson(c, await lookupProperties(c.var.deps.db, codes, locale, saoPauloDate(c.var.deps.now())));
});
