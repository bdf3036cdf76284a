import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { pinMoveIn } from "@campuslar/domain/property/stay";
import { catalogueResponses } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { readPins } from "../../services/catalogue/property-pins.ts";
import { filterKey } from "../../services/catalogue/search-properties.ts";
import { propertyPinsRoute } from "./property-pins.routes.ts";

/**
 * The pins per filter set until the catalogue changes (decision 020), as the text sent: moving
 * the map back to where it was, or another visitor looking at the same area, costs nothing. Up
 * to about 45 kB each, so fewer are kept than search pages.
 */
const pinSets = catalogueResponses(1_000);

export const propertyPinsRouter = createRouter().openapi(propertyPinsRoute, async (c) => {
  const filters = pinMoveIn(c.req.valid("query"), saoPauloDate(c.var.deps.now()));
  return pinSets(c, c.var.deps.db, filterKey(filters), () => readPins(c.var.deps.db, filters));
});
