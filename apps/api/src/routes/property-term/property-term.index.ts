import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { normalizeStreetText } from "@campuslar/domain/search/street-types";
import { catalogueJson, catalogueResponses } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { EMPTY_TERM_ANSWER, isSearchableTerm, searchPropertyTerm } from "../../services/catalogue/property-term.ts";
import { propertyTermRoute } from "./property-term.routes.ts";

/** Answers per language and normalised text, kept until the catalogue changes (decision 020). */
const respond = catalogueResponses(5_000);

export const propertyTermRouter = createRouter().openapi(propertyTermRoute, async (c) => {
  const { q } = c.req.valid("query");
  const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
  const { db, now } = c.var.deps;
  c.header("Vary", "Accept-Language");
  // Checked before the cache: `abc.` and `abc` are the same text, but only one is long enough.
  if (!isSearchableTerm(q)) return catalogueJson(c, EMPTY_TERM_ANSWER);
  return respond(c, db, `${locale} ${normalizeStreetText(q)}`, () => searchPropertyTerm(db, q, locale, now()));
});
