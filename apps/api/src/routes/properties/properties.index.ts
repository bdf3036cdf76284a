import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { catalogueJson } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { getProperty } from "../../services/catalogue/get-property.ts";
import { searchProperties } from "../../services/catalogue/search-properties.ts";
import { getPropertyRoute, listProperties } from "./properties.routes.ts";

export const propertiesRouter = createRouter()
  .openapi(listProperties, async (c) => {
    const query = c.req.valid("query");
    const locale = negotiateLocale(query.lang, c.req.header("accept-language"));
    c.header("Vary", "Accept-Language");
    return catalogueJson(c, await searchProperties(c.var.deps.db, query, locale));
  })
  .openapi(getPropertyRoute, async (c) => {
    const locale = negotiateLocale(c.req.valid("query").lang, c.req.header("accept-language"));
    c.header("Vary", "Accept-Language");
    return catalogueJson(c, await getProperty(c.var.deps.db, c.req.valid("param").code, locale));
  });
