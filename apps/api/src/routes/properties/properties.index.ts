import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { pinMoveIn } from "@campuslar/domain/property/stay";
import { catalogueResponses } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { errorBody } from "../../lib/errors.ts";
import { getProperty, ListingGoneError } from "../../services/catalogue/get-property.ts";
import { searchProperties } from "../../services/catalogue/search-properties.ts";
import { getPropertyRoute, listProperties } from "./properties.routes.ts";

/** Pages of results and listings, by language and query (decision 020), as the text sent. */
const searchPages = catalogueResponses(2_000);
const listings = catalogueResponses(5_000);

export const propertiesRouter = createRouter()
  .openapi(listProperties, async (c) => {
    // A stay named without a move-in is pinned to dates on the API's clock: the key and the answer agree.
    const today = saoPauloDate(c.var.deps.now());
    const query = pinMoveIn(c.req.valid("query"), today);
    const locale = negotiateLocale(query.lang, c.req.header("accept-language"));
    c.header("Vary", "Accept-Language");
    // The day is in the key: a listing free from today on loses its date in the answer (availableFrom).
    const key = `${today} ${locale} ${JSON.stringify(query, Object.keys(query).sort())}`;
    return searchPages(c, c.var.deps.db, key, () => searchProperties(c.var.deps.db, query, locale, today));
  })
  .openapi(getPropertyRoute, async (c) => {
    const { lang, university } = c.req.valid("query");
    const locale = negotiateLocale(lang, c.req.header("accept-language"));
    c.header("Vary", "Accept-Language");
    const { code } = c.req.valid("param");
    const today = saoPauloDate(c.var.deps.now());
    const key = `${today} ${locale} ${code} ${university ?? ""}`;
    try {
      return await listings(c, c.var.deps.db, key, () => getProperty(c.var.deps.db, code, locale, university, today));
    } catch (error) {
      // Issue 34.15: a removed listing is gone (410), with what and where it was.
      if (error instanceof ListingGoneError) {
        return c.json({ ...errorBody(error.code, error.message), removed: error.removed }, 410);
      }
      throw error;
    }
  });
