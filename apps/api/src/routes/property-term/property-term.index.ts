import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { createRouter } from "../../lib/create-router.ts";
import { searchPropertyTerm } from "../../services/catalogue/property-term.ts";
import { propertyTermRoute } from "./property-term.routes.ts";

export const propertyTermRouter = createRouter().openapi(propertyTermRoute, async (c) => {
  const { q } = c.req.valid("query");
  const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
  const { db, now } = c.var.deps;
  // Short-lived: a listing published or withdrawn shows up here within the minute.
  c.header("Cache-Control", "public, max-age=60");
  c.header("Vary", "Accept-Language");
  return c.json({ items: await searchPropertyTerm(db, q, locale, now()) }, 200);
});
