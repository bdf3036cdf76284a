import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { pinMoveIn } from "@campuslar/domain/property/stay";
import { catalogueResponses } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { getPropertyFilters } from "../../services/catalogue/property-filters.ts";
import { filterKey } from "../../services/catalogue/search-properties.ts";
import { propertyFiltersRoute } from "./property-filters.routes.ts";

/**
 * The options and their counts per filter set (decision 020), as the text sent: an option's
 * count and the total its click shows come from the same catalogue version.
 */
const optionCounts = catalogueResponses(2_000);

export const propertyFiltersRouter = createRouter().openapi(propertyFiltersRoute, async (c) => {
  const filters = pinMoveIn(c.req.valid("query"), saoPauloDate(c.var.deps.now()));
  return optionCounts(c, c.var.deps.db, filterKey(filters), () => getPropertyFilters(c.var.deps.db, filters));
});
